// Infiltraitors, played through the UI in headless Chromium against the built dist/. After every public step the
// driver checks that no card an agent saw privately is in the DOM (Agents.assertNoSecrets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, openWith } from './harness.mjs';
import { Agents } from './infiltraitors.mjs';
import { hold } from './decrypto.mjs';

async function newMission(options = {}, viewport) {
  return openWith({ viewport }, async (s) => {
    await s.goto('');
    const a = new Agents(s.page);
    await a.start(options);
    return { a };
  });
}

const text = (page, id) => page.textContent(`[data-testid=${id}]`);
const logText = (page) => text(page, 'ix-log');

test('T1 won from the home screen in two taps, with the public board, the player aid and campaign progress (I-E1, I-C1)', async () => {
  const s = await open();
  try {
    await s.goto('');
    const p = s.page;
    // Tap 1: the game. Tap 2: start (T1 and three agents are the defaults). The first turn's pass screen shows.
    await p.click('[data-testid=game-infiltraitors] a.btn.primary');
    await p.click('[data-testid=start-mission]');
    await p.waitForSelector('[data-testid=hold-to-reveal]');
    assert.match(await text(p, 'ix-mission'), /T1/);
    const a = new Agents(p);
    await a.assertNoSecrets();
    // The player aid is one tap away.
    await p.click('[data-testid=open-aid]');
    assert.match(await text(p, 'aid'), /12/);
    await p.click('[data-testid=close-overlay]');
    await a.playUntil(async () => false);
    assert.equal(await text(p, 'outcome'), 'Mission accomplished');
    assert.match(await text(p, 'outcome-reason'), /Every suspect has been eliminated/);
    // Every suspect is shown with what it was.
    assert.equal(await p.locator('[data-testid=eliminated] li').count(), 2);
    assert.match(await text(p, 'campaign-progress'), /1 of 23/);
    // The next mission is suggested; the setup opens on it, marked done for T1.
    await p.click('[data-testid=next-mission]');
    await p.waitForSelector('[data-testid=ix-setup]');
    assert.match(await text(p, 'briefing'), /T2/);
    assert.match(await p.textContent('[data-testid=mission-T1]'), /done/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('a mission lost when the bullets run short (I-E2)', async () => {
  const { s, a } = await newMission({ mission: 'T1', agents: 2 });
  try {
    await a.playUntil(async () => false, { shoot: 'miss' });
    assert.equal(await text(s.page, 'outcome'), 'Mission failed');
    assert.match(await text(s.page, 'outcome-reason'), /1 bullet cannot catch 2 suspects/);
    // The suspects still on their stands are turned face up.
    assert.ok((await s.page.locator('.ix-stand .ix-suspect-card .icard:not(.back)').count()) >= 1);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('a reload in the middle of a turn comes back to the pass screen and the mission goes on', async () => {
  const { s, a } = await newMission({ mission: 'T1', agents: 3 });
  try {
    const p = s.page;
    for (let i = 0; i < 3; i++) await a.step();
    // On to the next private step (a shot or a draw count is public).
    while (!(await p.locator('[data-testid=hold-to-reveal]').count())) await a.step();
    await hold(p);
    await p.click('[data-testid=act-GiveHint]').catch(() => {});
    await p.reload();
    await p.waitForSelector('[data-testid=hold-to-reveal]');
    assert.equal(await p.locator('[data-testid=pass-private]').count(), 0);
    await a.assertNoSecrets();
    await a.playUntil(async () => false);
    assert.equal(await text(p, 'outcome'), 'Mission accomplished');
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('hint boards: automatic gives reasons, manual crosses off by tap and survives a reload (I-H1)', async () => {
  const { s, a } = await newMission({ mission: '1', agents: 3 });
  try {
    const p = s.page;
    // Play until some hint lies on the table.
    await a.playUntil(async () => (await p.locator('.ix-hint').count()) > 0);
    await p.locator('.ix-stand:has(.ix-hint) [data-testid=open-board]').first().click();
    const crossed = p.locator('[data-testid=hb-cell].crossed');
    assert.ok((await crossed.count()) > 0, 'a hint rules something out');
    await crossed.first().click();
    assert.match(await text(p, 'hb-why'), /ruled out because/);
    await p.click('[data-testid=close-overlay]');
    // Manual: a tap crosses one card off; a reload keeps it.
    await p.selectOption('[data-testid=board-mode]', 'manual');
    await p.locator('[data-testid=open-board]').first().click();
    assert.equal(await p.locator('[data-testid=hb-cell].crossed').count(), 0);
    await p.locator('[data-testid=hb-cell]').nth(3).click();
    assert.equal(await p.locator('[data-testid=hb-cell].crossed').count(), 1);
    await p.reload();
    await p.waitForSelector('[data-testid=ix-play]');
    await p.locator('[data-testid=open-board]').first().click();
    assert.equal(await p.locator('[data-testid=hb-cell].crossed').count(), 1);
    await p.click('[data-testid=close-overlay]');
    // Off: no boards at all.
    await p.selectOption('[data-testid=board-mode]', 'off');
    assert.equal(await p.locator('[data-testid=open-board]').count(), 0);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 3: suspects carry number tiles and only the next tile can be shot (I-M3)', async () => {
  const { s, a } = await newMission({ mission: '3', agents: 3 });
  try {
    const p = s.page;
    await a.playUntil(async () => /eliminated/.test(await logText(p)));
    assert.match(await logText(p), /drew a suspect with tile 1/);
    assert.ok((await p.locator('.ix-tile').count()) > 0);
    // The first suspect eliminated is the one with tile 1.
    const log = (await p.locator('[data-testid=ix-log] li').allTextContents()).reverse();
    const tile1 = log.find((l) => /with tile 1/.test(l)).match(/^(.*) drew/)[1];
    const firstElim = log.find((l) => /eliminated/.test(l));
    assert.ok(firstElim.startsWith(`${tile1}'s suspect`), `${firstElim} is not ${tile1}'s`);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 16: the disguise card stays face down and gives the suspect its suit (I-M16)', async () => {
  const { s, a } = await newMission({ mission: '16', agents: 3 });
  try {
    const p = s.page;
    let sawDisguise = false;
    await a.playUntil(async () => {
      if (Object.keys(a.known).length && (await p.locator('.ix-kept').count())) sawDisguise = true;
      return /eliminated/.test(await logText(p));
    });
    assert.ok(sawDisguise, 'a kept card lies face down beside a suspect');
    assert.match(await logText(p), /kept HQ's top card face down as a disguise/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 17: an agent sees every hand but their own (I-M17)', async () => {
  const { s, a } = await newMission({ mission: '17', agents: 3 });
  try {
    const p = s.page;
    await p.waitForSelector('[data-testid=hold-to-reveal]');
    await hold(p);
    assert.equal(await p.locator('[data-testid=other-hand]').count(), 2);
    assert.equal(await p.locator('[data-testid=own-hand]').count(), 0);
    assert.match(await p.textContent('[data-testid=pass-private]'), /you cannot see your 5 cards/);
    await p.click('[data-testid=hide]');
    await a.playUntil(async () => /lies (flat|upright)/.test(await logText(p)));
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 18: rewards are set aside and the last stand deals them out (I-M18)', async () => {
  const { s, a } = await newMission({ mission: '18', agents: 3 });
  try {
    const p = s.page;
    await a.playUntil(async () => /The last stand/.test(await logText(p)), { max: 600 });
    assert.match(await logText(p), /aside for the last stand/);
    await a.playUntil(async () => false, { max: 300 });
    assert.ok(['Mission accomplished', 'Mission failed'].includes(await text(p, 'outcome')));
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 20: agents look at the extra suspect, leave, and the last one takes the final shot (I-M20)', async () => {
  const { s, a } = await newMission({ mission: '20', agents: 3 });
  try {
    const p = s.page;
    await a.playUntil(async () => false, { max: 600 });
    const log = await logText(p);
    assert.match(log, /looked at the extra suspect/);
    assert.match(log, /left the mission/);
    assert.match(log, /must shoot the extra suspect/);
    assert.equal(await text(p, 'outcome'), 'Mission accomplished');
    assert.match(await text(p, 'outcome-reason'), /named the extra suspect/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('T3: the 15-minute clock runs from the mission start, survives a reload, and at zero the mission is lost; undo is refused after a secret was seen', async () => {
  const { s, a } = await newMission({ mission: 'T3', agents: 2 });
  try {
    const p = s.page;
    assert.match(await text(p, 'ix-clock'), /1[45]:\d\d/);
    await a.step();
    // The first action showed an agent a suspect or cards: it cannot be taken back.
    await p.click('[data-testid=undo]');
    assert.match(await text(p, 'ix-notice'), /cannot be undone/);
    // Fourteen minutes later (the clock is computed from the start time, so a reload does not reset it).
    await p.evaluate(() => {
      const ui = JSON.parse(localStorage.getItem('boardside.infiltraitors.ui'));
      ui.started_at -= 14 * 60 * 1000;
      localStorage.setItem('boardside.infiltraitors.ui', JSON.stringify(ui));
    });
    await p.reload();
    await p.waitForSelector('[data-testid=ix-clock]');
    assert.match(await text(p, 'ix-clock'), /0[01]:\d\d/);
    await p.evaluate(() => {
      const ui = JSON.parse(localStorage.getItem('boardside.infiltraitors.ui'));
      ui.started_at -= 60 * 1000;
      localStorage.setItem('boardside.infiltraitors.ui', JSON.stringify(ui));
    });
    await p.reload();
    await p.waitForSelector('[data-testid=mission-over]');
    assert.equal(await text(p, 'outcome'), 'Mission failed');
    assert.match(await text(p, 'outcome-reason'), /15 minutes ran out/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('bad input gets a clear message: two agents with one name; an action the rules refuse says why (I-M7)', async () => {
  const s = await open();
  try {
    await s.goto('');
    const p = s.page;
    await p.click('[data-testid=game-infiltraitors] a.btn.primary');
    await p.click('[data-testid=mission-7]');
    await p.fill('[data-testid=agent-name-1]', 'Ana');
    await p.fill('[data-testid=agent-name-2]', 'ana ');
    await p.click('[data-testid=start-mission]');
    assert.match(await text(p, 'setup-error'), /Two agents are called ana/);
    await p.fill('[data-testid=agent-name-2]', 'Agent 3');
    await p.click('[data-testid=start-mission]');
    assert.match(await text(p, 'setup-error'), /Two agents are called Agent 3/);
    await p.fill('[data-testid=agent-name-2]', 'Bo');
    await p.click('[data-testid=start-mission]');
    await p.waitForSelector('[data-testid=ix-play]');
    // Everyone draws a suspect; then nobody may shoot yet: mission 7 needs four balanced hints first.
    const a = new Agents(p);
    for (let i = 0; i < 3; i++) await a.step({ shoot: 'never' });
    while (!(await p.locator('[data-testid=hold-to-reveal]').count())) await a.step({ shoot: 'never' });
    await hold(p);
    assert.ok(await p.locator('[data-testid=act-Shoot][disabled]').count());
    assert.match(await text(p, 'why-not'), /Eliminate: This suspect needs at least 4 hints before a shot; it has 0\./);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('mission 9: a hand over the limit is discarded one card at a time behind one pass screen (I-M9, I-A6)', async () => {
  const { s } = await newMission({ mission: '9', agents: 2 });
  try {
    const p = s.page;
    await hold(p);
    await p.click('[data-testid=act-Wait]');
    await p.click('[data-testid=confirm-action]');
    // The draw count is public: three cards, so the hand of 3 goes to 6 against a limit of 3.
    await p.click('[data-testid=draw-3]');
    assert.match(await text(p, 'step-title'), /holds too many cards: keep 3/);
    await hold(p);
    for (const left of [6, 5, 4]) {
      assert.equal(await p.locator('[data-testid=discard-slot]').count(), left);
      await p.locator('[data-testid=discard-slot]').first().click();
      if (left > 4) await p.waitForFunction((n) => document.querySelectorAll('[data-testid=discard-slot]').length === n, left - 1);
    }
    // Down to 3: the private view closes and the next agent's turn begins.
    await p.waitForSelector('[data-testid=pass-private]', { state: 'detached' });
    assert.match(await text(p, 'step-title'), /turn/);
    assert.match(await logText(p), /discarded/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});
