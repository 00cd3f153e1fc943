// Drives Infiltraitors through its UI, the way a table would: pass screens are held, cards and targets tapped.
// The driver remembers what each agent saw behind their screen (suspect, hand), so the test can play on purpose
// and check that none of it is in the DOM after a public step.
import assert from 'node:assert/strict';
import { hold } from './decrypto.mjs';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Red 6 (upright: related)" → "Red 6". */
const bare = (label) => label.replace(/\s*\(.*\)$/, '').trim();

export class Agents {
  constructor(page) {
    this.page = page;
    /** Seat → the identity of the suspect on that stand, as its owner saw it. */
    this.known = {};
    /** Every card some agent saw privately. */
    this.seen = new Set();
    /** Cards named in the public log so far (the log on screen shows only its newest lines). */
    this.public = new Set();
    /** I-M20: the extra suspect, once an agent looked. */
    this.extra = null;
    this.steps = 0;
  }

  /** From the home screen: Infiltraitors, pick a mission and a table size, start. */
  async start({ mission = 'T1', agents = null, names = [] } = {}) {
    const p = this.page;
    await p.click('[data-testid=game-infiltraitors] a.btn.primary');
    await p.waitForSelector('[data-testid=ix-setup]');
    await p.click(`[data-testid="mission-${mission}"]`);
    if (agents) await p.click(`[data-testid=agents-${agents}]`);
    for (let i = 0; i < names.length; i++) await p.fill(`[data-testid=agent-name-${i + 1}]`, names[i]);
    await p.click('[data-testid=start-mission]');
    await p.waitForSelector('[data-testid=ix-play]');
  }

  /** The seat whose turn it is: the stand marked as acting. */
  async actingSeat() {
    const id = await this.page.getAttribute('.ix-stand.acting', 'data-testid');
    return Number(id.replace('stand-', ''));
  }

  async labels(selector) {
    const faces = selector.split(',').map((part) => `${part.trim()} .icard:not(.back)`).join(', ');
    return (await this.page.locator(faces).evaluateAll((els) => els.map((e) => e.querySelector('.sr-only').textContent))).map(bare);
  }

  /** Reads what the agent at `seat` sees inside the open private view. */
  async readPrivate(seat) {
    const p = this.page;
    const own = await this.labels('[data-testid=own-suspect]');
    if (own.length) {
      const countsAs = await p.locator('[data-testid=counts-as]').count();
      this.known[seat] = countsAs ? (await p.textContent('[data-testid=counts-as]')).match(/([A-Z][a-z]+ \d+)/)[1] : own[0];
      own.forEach((c) => this.seen.add(c));
    } else {
      delete this.known[seat];
    }
    for (const c of await this.labels('[data-testid=own-hand]')) this.seen.add(c);
    for (const c of await this.labels('[data-testid=other-hand]')) this.seen.add(c);
  }

  /**
   * No card an agent saw privately may be anywhere in the DOM (text or attribute) unless it is public now: named
   * in the public log. The hint-board grids and the suit/number pickers name every card of the mission, so they
   * are left out.
   */
  async assertNoSecrets() {
    const p = this.page;
    const { carried, log, privateOpen } = await p.evaluate(() => {
      const privateOpen = !!document.querySelector('[data-testid=pass-private]');
      const clone = document.body.cloneNode(true);
      for (const el of clone.querySelectorAll('.hint-board, .ix-guess')) el.remove();
      const parts = [clone.textContent];
      for (const el of clone.querySelectorAll('*')) for (const a of el.attributes) parts.push(a.value);
      const log = document.querySelector('[data-testid=ix-log]')?.textContent ?? '';
      return { carried: parts.join('\n'), log, privateOpen };
    });
    assert.ok(!privateOpen, 'a private view is open');
    const over = (await p.locator('[data-testid=mission-over]').count()) > 0;
    if (over) return;
    const pattern = (c) => new RegExp(`${escape(c)}(?![0-9])`);
    // Public cards: named in the log, or face up on the table (hints, the top discard, the middle, rewards).
    const publicFaces = await this.labels('.ix-hints, .ix-discard-pile, [data-testid=middle], [data-testid=reward-pile]');
    for (const card of this.seen) if (pattern(card).test(log) || publicFaces.includes(card)) this.public.add(card);
    for (const card of this.seen) {
      if (this.public.has(card)) continue;
      assert.ok(!pattern(card).test(carried), `${card} leaked into the DOM`);
    }
  }

  /** Acknowledges a shot reveal. Returns true if there was one. */
  async answerShot() {
    const p = this.page;
    if (!(await p.locator('[data-testid=shot-reveal]').count())) return false;
    // Until the owner answers, the table still shows the suspect that was shot at, with its board: a board with no
    // possibility left would mean the table already moved on (or the solver lost the true suspect).
    assert.equal(await p.locator('[data-testid=open-board]', { hasText: /: 0 left/ }).count(), 0, 'a board with nothing left');
    await p.click('[data-testid=shot-answer]');
    const hit = (await p.locator('.ix-hit').count()) > 0;
    await p.click('[data-testid=shot-continue]');
    return hit;
  }

  /**
   * Plays one step with a simple policy: shoot a suspect whose identity is known (or name `miss` to miss on
   * purpose), else draw a suspect, else give a hint, else wait, else exchange intel. Returns what it did.
   */
  async step({ shoot = 'known', lookExtra = true } = {}) {
    const p = this.page;
    this.steps += 1;
    await p.waitForSelector('[data-testid=ix-step], [data-testid=shot-reveal], [data-testid=mission-over]');
    if (await this.answerShot()) return 'answered';
    if (await p.locator('[data-testid=mission-over]').count()) return 'over';
    await this.assertNoSecrets();
    const title = await p.textContent('[data-testid=step-title]');
    if (await p.locator('[data-testid=draw-1]').count()) {
      await p.click('[data-testid=draw-1]');
      return 'draw-count';
    }
    if (await p.locator('[data-testid=look-extra]').count()) {
      await p.click(lookExtra ? '[data-testid=look-extra]' : '[data-testid=skip-extra]');
      return 'look';
    }
    if ((await p.locator('[data-testid=hold-to-reveal]').count()) === 0) {
      // I-M20: the final shot, made on the shared screen.
      assert.ok(this.extra, 'the final shot needs the extra suspect');
      await this.name(this.extra);
      await p.click('[data-testid=confirm-action]');
      return 'final-shot';
    }
    const seat = await this.actingSeat();
    await hold(p);
    await this.readPrivate(seat);
    const done = await this.privateAction(seat, { shoot, title });
    await p.waitForSelector('[data-testid=pass-private]', { state: 'detached' });
    return done;
  }

  /** Taps suit and number for a card name such as "Red 6". */
  async name(card) {
    const [suit, number] = card.split(' ');
    await this.page.click(`[data-testid=suit-${suit.toLowerCase()}]`);
    await this.page.click(`[data-testid=num-${number}]`);
  }

  async privateAction(seat, { shoot }) {
    const p = this.page;
    const has = async (sel) => (await p.locator(sel).count()) > 0;
    if (await has('[data-testid=reward-panel]')) {
      // Face-down discards are shown to the shooter alone: secrets from now on.
      const down = await p.locator('[data-testid=discard-choice] button:has(.ix-down-tag) .icard').evaluateAll((els) => els.map((e) => e.querySelector('.sr-only').textContent));
      down.map(bare).forEach((c) => this.seen.add(c));
      const choices = p.locator('[data-testid=discard-choice] button');
      if (await choices.count()) {
        await choices.first().click();
        await p.click('[data-testid=take-reward]');
        return 'reward';
      }
      await p.click('[data-testid=decline-reward]');
      return 'no-reward';
    }
    if (await has('[data-testid=hand-limit-panel]')) {
      // I-A6: one card at a time, behind the same pass screen, until the hand is down to the limit.
      for (;;) {
        const n = await p.locator('[data-testid=discard-slot]').count();
        await p.locator('[data-testid=discard-slot]').first().click();
        await p.waitForFunction((n) => !document.querySelector('[data-testid=hand-limit-panel]')
          || document.querySelectorAll('[data-testid=discard-slot]').length < n, n);
        if (!(await has('[data-testid=hand-limit-panel]'))) break;
      }
      return 'discard';
    }
    if (await has('[data-testid=extra-hint-panel]')) {
      // The extra suspect is the first card face in the panel, before the hand and the discards.
      const shown = await this.labels('[data-testid=extra-hint-panel]');
      this.extra = shown[0] ?? this.extra;
      // The extra suspect and the face-down discards this agent now sees are secrets too.
      shown.forEach((c) => this.seen.add(c));
      const hand = p.locator('[data-testid=card-choice] button');
      if (await hand.count()) await hand.first().click();
      else await p.locator('[data-testid=discard-choice] button').first().click();
      await p.click('[data-testid=confirm-action]');
      return 'extra-hint';
    }
    const enabled = async (kind) => has(`[data-testid=act-${kind}]:not([disabled])`);
    if (await enabled('Shoot')) {
      await p.click('[data-testid=act-Shoot]');
      const targets = await p.locator('[data-testid^=target-]').evaluateAll((els) => els.map((e) => Number(e.dataset.testid.replace('target-', ''))));
      const target = targets.find((t) => this.known[t]);
      if (target !== undefined && (shoot === 'known' || shoot === 'miss')) {
        if (targets.length > 1) await p.click(`[data-testid=target-${target}]`);
        const card = shoot === 'miss' ? this.wrongName(this.known[target]) : this.known[target];
        await this.name(card);
        await p.click('[data-testid=confirm-action]');
        if (shoot === 'known') delete this.known[target];
        return `shoot-${target}`;
      }
    }
    if (await enabled('DrawSuspect')) {
      await p.click('[data-testid=act-DrawSuspect]');
      await p.click('[data-testid=confirm-action]');
      return 'draw-suspect';
    }
    if (await enabled('GiveHint')) {
      await p.click('[data-testid=act-GiveHint]');
      await p.locator('[data-testid=card-choice] button').first().click();
      await p.click('[data-testid=confirm-action]');
      return 'hint';
    }
    if (await enabled('Wait')) {
      await p.click('[data-testid=act-Wait]');
      await p.click('[data-testid=confirm-action]');
      return 'wait';
    }
    await p.click('[data-testid=act-ExchangeIntel]');
    const targets = p.locator('[data-testid^=target-]');
    if ((await targets.count()) > 1) await targets.first().click();
    await p.locator('[data-testid=card-choice] button').first().click();
    await p.click('[data-testid=confirm-action]');
    return 'exchange';
  }

  /** A name that is surely wrong: the same suit, another number that exists in every mission. */
  wrongName(card) {
    const [suit, n] = card.split(' ');
    return `${suit} ${n === '2' ? 3 : 2}`;
  }

  /** Plays until the mission ends or `until()` holds; fails after `max` steps. */
  async playUntil(until, { max = 400, ...options } = {}) {
    for (let i = 0; i < max; i++) {
      if (await until()) return;
      const did = await this.step(options);
      if (did === 'over') return;
    }
    assert.fail(`no end after ${max} steps`);
  }
}
