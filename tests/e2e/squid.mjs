// Drives Squid Game through its UI as a table would: pass screens are held, picks tapped and locked, the story of
// each reveal read to the end, decisions tapped on the shared screen.
import assert from 'node:assert/strict';
import { carried } from './harness.mjs';
import { hold } from './decrypto.mjs';

const GAMES = ['Red Light, Green Light', 'Dalgona', 'Tug of War', 'Marbles', 'Glass Bridge', 'Squid Game'];

export class Contestants {
  constructor(page, { seed = 1 } = {}) {
    this.page = page;
    this.steps = 0;
    /** Pick phases whose secrecy was proved by picking twice (see `swapCheck`). */
    this.swapped = new Set();
    this.rng = seed;
    this.seen = new Set();
  }

  /** A small deterministic random number generator, so a failing run can be repeated. */
  random(n) {
    this.rng = (this.rng * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((this.rng / 2147483648) * n);
  }

  /** From the home screen: Squid Game, the number of players, start. */
  async start({ players = null, names = [] } = {}) {
    const p = this.page;
    await p.click('[data-testid=game-squid-game] a.btn.primary');
    await p.waitForSelector('[data-testid=sq-setup]');
    if (players) await p.click(`[data-testid=players-${players}]`);
    for (let i = 0; i < names.length; i++) await p.fill(`[data-testid=player-name-${i + 1}]`, names[i]);
    await p.click('[data-testid=start-match]');
    await p.waitForSelector('[data-testid=sq-play]');
  }

  async game() {
    const name = (await this.page.textContent('[data-testid=sq-game] strong')).trim();
    return GAMES.indexOf(name) + 1;
  }

  async has(selector) { return (await this.page.locator(selector).count()) > 0; }

  /** No private view is open, and nothing marked as a pick is in the DOM. */
  async assertNoPrivate() {
    assert.equal(await this.has('[data-testid=pass-private]'), false, 'a private view is open');
    assert.equal(await this.has('[data-testid=sq-private]'), false, 'a pick panel is in the DOM');
    assert.equal(await this.has('[data-testid=own-pick]'), false, 'a pick is in the DOM');
  }

  /** Enters a pick inside an open pass screen: `which` is 'first' or 'last' of the offered options. */
  async enterPick(which) {
    const p = this.page;
    if (await this.has('[data-testid^=assign-]') || await this.has('[data-testid^=take-back-]')) {
      // A different pick after an undo: the cards already behind the tokens come back first.
      if (which === 'last') {
        for (let guard = 0; guard < 20 && await this.has('[data-testid^=take-back-]'); guard++) {
          await p.locator('[data-testid^=take-back-]').first().click();
        }
      }
      // G-TW3: a card behind each token until Lock is enabled.
      for (let guard = 0; guard < 20 && !(await p.isEnabled('[data-testid=lock-pick]')); guard++) {
        const options = p.locator('[data-testid^=assign-]');
        const n = await options.count();
        if (n === 0) break;
        await options.nth(which === 'first' ? 0 : n - 1).click();
      }
    } else {
      const options = p.locator('.sq-cards .sq-card');
      const n = await options.count();
      assert.ok(n > 0, 'a pick offers options');
      await options.nth(which === 'first' ? 0 : which === 'last' ? n - 1 : this.random(n)).click();
    }
    await p.click('[data-testid=lock-pick]');
    await p.waitForSelector('[data-testid=pass-private]', { state: 'detached' });
  }

  /**
   * After a lock that revealed nothing, the DOM must be the same whatever was picked: pick again differently (undo
   * is allowed before a reveal) and compare all text and attributes.
   */
  async swapCheck(phase) {
    const p = this.page;
    const before = await carried(p);
    await p.click('[data-testid=undo]');
    await hold(p);
    await this.enterPick('last');
    const after = await carried(p);
    assert.deepEqual(after, before, `the DOM after a ${phase} pick depends on the pick`);
    this.swapped.add(phase);
  }

  /** What the table shows now, in one round trip. */
  async state() {
    await this.page.waitForSelector('[data-testid=sq-story], [data-testid=sq-step], [data-testid=match-over]');
    return this.page.evaluate(() => {
      const q = (s) => document.querySelector(s);
      return {
        over: !!q('[data-testid=match-over]'),
        story: !!q('[data-testid=sq-story]'),
        next: !!q('[data-testid=story-next]'),
        phase: q('[data-testid=sq-step]')?.dataset.phase ?? null,
        hold: !!q('[data-testid=hold-to-reveal]'),
        places: document.querySelectorAll('[data-testid^=place-]').length,
        tokens: document.querySelectorAll('[data-testid^=token-]').length,
        options: document.querySelectorAll('.sq-options .sq-option').length,
      };
    });
  }

  /** One step of play. Returns what was done. */
  async step() {
    const p = this.page;
    this.steps++;
    const st = await this.state();
    if (st.over) return 'over';
    if (st.story) {
      if (st.next) await p.click('[data-testid=story-all]');
      await p.click('[data-testid=story-done]');
      return 'story';
    }
    const phase = st.phase;
    if (st.hold) {
      await this.assertNoPrivate();
      await hold(p);
      await this.enterPick(this.swapped.has(phase) ? 'random' : 'first');
      await this.assertNoPrivate();
      // Nothing was revealed (the story shows with a reveal): prove the pick is not in the DOM, once per kind.
      if (!this.swapped.has(phase) && !(await this.has('[data-testid=sq-story]'))) await this.swapCheck(phase);
      return `pick ${phase}`;
    }
    if (phase === 'MarblesRoll') {
      const winners = p.locator('[data-testid^=roll-winner-]');
      await winners.nth(this.random(await winners.count())).click();
      return 'roll';
    }
    if (st.places) {
      if (st.tokens > 1) await p.locator('[data-testid^=token-]').nth(this.random(st.tokens)).click();
      const n = await p.locator('[data-testid^=place-]').count();
      await p.locator('[data-testid^=place-]').nth(this.random(n)).click();
      return `place ${phase}`;
    }
    const n = st.options;
    assert.ok(n > 0, `the ${phase} decision offers options`);
    // Dalgona: keep turning now and then, but stop more often, so a turn ends.
    let choice = this.random(n);
    if (phase === 'DalgonaTurn' && n === 2) choice = this.random(3) === 0 ? 0 : 1;
    await p.locator('.sq-options .sq-option').nth(choice).click();
    return `decide ${phase}`;
  }

  /** Plays until `done()` is true or the match is over. */
  async playUntil(done, limit = 3000) {
    for (let i = 0; i < limit; i++) {
      if (await done()) return true;
      if ((await this.step()) === 'over') return done();
    }
    throw new Error(`still playing after ${limit} steps`);
  }
}
