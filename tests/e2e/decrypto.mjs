// Drives Decrypto through its UI, the way a table would: pass screens are held, clues typed, digits tapped.
import assert from 'node:assert/strict';
import { carried, mentions } from './harness.mjs';

/** Presses and holds a pass screen's button until the private view shows. `release` lets go afterwards. */
export async function hold(page, { release = true } = {}) {
  const btn = page.locator('[data-testid=hold-to-reveal]');
  await btn.waitFor();
  await btn.scrollIntoViewIfNeeded();
  const box = await btn.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForSelector('[data-testid=pass-private]', { timeout: 5000 });
  if (release) await page.mouse.up();
}

export async function letGo(page) { await page.mouse.up(); }

/**
 * A game driver. It remembers what the players saw behind their screens (keywords, codes) so that the test can
 * play on purpose and check that none of it leaks into the DOM outside a reveal.
 */
export class Table {
  constructor(page, { three = false } = {}) {
    this.page = page;
    this.three = three;
    this.keywords = { white: [], black: [] };
    this.codes = {};
    this.round = 1;
  }

  async start({ three = this.three } = {}) {
    const p = this.page;
    // From the home screen, as a player would: "New game".
    await p.click('[data-testid=game-decrypto] a.btn.primary');
    await p.waitForSelector('[data-testid=decrypto-setup]');
    if (three) await p.check('[data-testid=mode-three]');
    await p.click('[data-testid=start-game]');
    for (const team of three ? ['white'] : ['white', 'black']) {
      await p.waitForSelector(`[data-testid=keyword-setup-${team}]`);
      await this.assertNoSecrets();
      await hold(p, { release: false });
      this.keywords[team] = await p.locator('[data-testid=keyword]').allTextContents();
      assert.equal(this.keywords[team].length, 4);
      await letGo(p);
    }
    await p.waitForSelector('[data-testid=encrypt-screen]');
  }

  /** No keyword and no unrevealed code may be in the DOM while no private view is open. */
  async assertNoSecrets(extra = []) {
    const html = await this.page.evaluate(() => document.body.innerHTML);
    assert.ok(!html.includes('data-testid="pass-private"'), 'a private view is open');
    const dom = await carried(this.page);
    for (const word of [...this.keywords.white, ...this.keywords.black, ...extra]) {
      assert.ok(!mentions(dom, word), `"${word}" leaked into the DOM`);
    }
    assert.ok(!html.includes('data-testid="secret-code"'));
    for (const code of Object.values(this.codes)) {
      assert.ok(!html.includes(code.join(' · ')), `code ${code.join('.')} leaked`);
    }
  }

  clues(team) {
    // Unique nonsense words: never a keyword, never a number, never repeated (D-C7, D-C8).
    return [1, 2, 3].map((i) => `zorb${team[0]}${this.round}q${i}`);
  }

  /** The encryptor of `team` takes the tablet, reads the code and locks three clues. */
  async encrypt(team, clues = this.clues(team)) {
    const p = this.page;
    await p.click(`[data-testid=take-tablet-${team}]`);
    await hold(p);
    const code = (await p.textContent('[data-testid=secret-code]')).split('·').map((d) => Number(d.trim()));
    assert.equal(code.length, 3);
    this.codes[team] = code;
    for (let i = 0; i < 3; i++) await p.fill(`[data-testid=clue-${i + 1}]`, clues[i]);
    await p.click('[data-testid=lock-clues]');
    await p.waitForSelector('[data-testid=encryptor-desk]', { state: 'detached' });
    return code;
  }

  /** A team enters a guess behind its pass screen. `slot` is "own" or "intercept". */
  async guess(slot, code) {
    const p = this.page;
    await p.click(`[data-testid=enter-guess-${slot}]`);
    await hold(p);
    for (let i = 0; i < 3; i++) await p.click(`[data-testid=pick-${i + 1}-${code[i]}]`);
    await p.click('[data-testid=lock-guess]');
    await p.waitForSelector('[data-testid=guess-form]', { state: 'detached' });
  }

  /** Decodes `target`'s clues: own guess right unless told, interception as given (null: none due). */
  async decode(target, { own = this.codes[target], intercept = null } = {}) {
    const p = this.page;
    await p.waitForSelector(`[data-testid=guess-screen-${target}]`);
    await this.assertNoSecrets();
    await this.guess('own', own);
    if (intercept) await this.guess('intercept', intercept);
    await this.assertNoSecrets();
    await p.click('[data-testid=reveal-code]');
    await p.waitForSelector('[data-testid=reveal-screen]');
    const shown = (await p.textContent('[data-testid=revealed-code]')).split('·').map((d) => Number(d.trim()));
    assert.deepEqual(shown, this.codes[target]);
    delete this.codes[target];
    await p.click('[data-testid=continue]');
  }

  /** A valid code that is not `code`: the same digits, rotated. */
  static wrong(code) {
    return [code[1], code[2], code[0]];
  }
}
