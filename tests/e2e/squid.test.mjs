// Squid Game, played through the UI in headless Chromium against the built dist/. After every pick the driver checks
// that no pick panel is in the DOM, and once per kind of pick that the DOM is the same whatever was picked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, openWith } from './harness.mjs';
import { Contestants } from './squid.mjs';
import { hold } from './decrypto.mjs';

const text = (page, id) => page.textContent(`[data-testid=${id}]`);

async function newMatch(options = {}, seed = 1) {
  return openWith({}, async (s) => {
    await s.goto('');
    const c = new Contestants(s.page, { seed });
    await c.start(options);
    return { c };
  });
}

test('a complete 3-player match through all six games to a winner, first pick in 4 taps (G-S1..G-S6)', async () => {
  const s = await open();
  try {
    await s.goto('');
    const p = s.page;
    // Taps: the game, 3 players, start; the pass screen's hold is the fourth and shows the first Red Light pick.
    await p.click('[data-testid=game-squid-game] a.btn.primary');
    await p.click('[data-testid=players-3]');
    await p.click('[data-testid=start-match]');
    await hold(p, { release: false });
    assert.ok(await p.isVisible('[data-testid=pick-0]'), 'the first pick shows the participant cards');
    await p.mouse.up();
    await p.click('[data-testid=hide]');
    const c = new Contestants(p, { seed: 7 });
    const boards = new Set();
    const boardIds = ['board-red-light', 'board-dalgona', 'board-tug', 'board-marbles', 'board-bridge', 'board-squid'];
    await c.playUntil(async () => {
      for (const id of boardIds) if (await c.has(`[data-testid=${id}]`)) boards.add(id);
      return c.has('[data-testid=match-over]');
    });
    assert.deepEqual([...boards].sort(), [...boardIds].sort(), 'every game was played on its own board');
    assert.match(await text(p, 'winner'), /wins the match/);
    assert.equal(await p.locator('[data-testid=match-summary] tbody tr').count(), 6);
    for (const phase of ['RedLightPick', 'TugCards', 'BridgeSideCards', 'BridgePick', 'SquidPick']) {
      assert.ok(c.swapped.has(phase), `the DOM was compared after two different ${phase} picks`);
    }
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('a 6-player start (G-S1, G-K1): six teams by colour and symbol, 7 tokens in play and 5 in reserve each', async () => {
  const { s, c } = await newMatch({ players: 6, names: ['Ana', 'Bo'] });
  try {
    const p = s.page;
    assert.equal(await p.locator('[data-testid^=team-]').count(), 6);
    for (let seat = 0; seat < 6; seat++) {
      const team = await text(p, `team-${seat}`);
      assert.match(team, /In play 7/);
      assert.match(team, /Reserve 5/);
      assert.match(team, /Out 0/);
    }
    assert.match(await text(p, 'team-0'), /Ana/);
    assert.match(await text(p, 'team-2'), /Amber/);
    // Token numbers are unique, 001-456, each shown with its team's symbol.
    const numbers = await p.$$eval('[data-testid=board-red-light] .sq-token', (els) => els.map((e) => e.dataset.token));
    assert.equal(numbers.length, 42);
    assert.equal(new Set(numbers).size, 42);
    assert.match(await text(p, 'sq-timer'), /10:00/);
    // One Red Light turn: six secret picks, then the reveal.
    for (let i = 0; i < 6; i++) assert.match(await c.step(), /pick RedLightPick/);
    await p.waitForSelector('[data-testid=sq-story]');
    assert.match(await p.textContent('[data-testid=sq-story]'), /Cards revealed/);
    // Undo after a reveal is refused with a reason: everyone has seen the cards.
    await p.click('[data-testid=undo]');
    assert.match(await text(p, 'sq-notice'), /not possible after a reveal/);
    assert.match(await p.textContent('[data-testid=sq-story]'), /Cards revealed/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('bad input gets a clear message: two players with one name (G-S1)', async () => {
  const s = await open();
  try {
    await s.goto('');
    const p = s.page;
    await p.click('[data-testid=game-squid-game] a.btn.primary');
    await p.fill('[data-testid=player-name-1]', 'Kim');
    await p.fill('[data-testid=player-name-3]', 'kim ');
    await p.click('[data-testid=start-match]');
    assert.match(await text(p, 'setup-error'), /Two players are called kim/);
    assert.equal(await c_has(p, '[data-testid=sq-play]'), false);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

const c_has = async (p, sel) => (await p.locator(sel).count()) > 0;

test('a reload inside each of the six games resumes exactly, back at the pass screen if a pick was open', async () => {
  const { s, c } = await newMatch({ players: 3 }, 3);
  try {
    const p = s.page;
    for (let game = 1; game <= 6; game++) {
      await c.playUntil(async () => (await c.game()) >= game && !(await c.has('[data-testid=sq-story]')));
      if (await c.has('[data-testid=match-over]')) break;
      assert.equal(await c.game(), game);
      const board = await text(p, 'sq-board');
      const status = await text(p, 'sq-status');
      const opened = await c.has('[data-testid=hold-to-reveal]');
      if (opened) await hold(p);
      await p.reload();
      await s.ready();
      await p.waitForSelector('[data-testid=sq-play]');
      assert.equal(await c.has('[data-testid=pass-private]'), false, 'a reload closes the private view');
      assert.equal(await text(p, 'sq-board'), board, `game ${game}: the board is as it was`);
      assert.equal(await text(p, 'sq-status'), status, `game ${game}: the status is as it was`);
      // Play on a little in this game.
      for (let i = 0; i < 4; i++) if ((await c.step()) === 'over') break;
    }
    await c.playUntil(() => c.has('[data-testid=match-over]'));
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('rolling marbles on the screen: hold, let go, nearest the line wins (G-MA5); the rules show the tuned values', async () => {
  const { s, c } = await newMatch({ players: 3 }, 11);
  try {
    const p = s.page;
    await p.click('[data-testid=open-rules]');
    const values = await text(p, 'adaptation-values');
    assert.match(values, /G-RL1/);
    assert.match(values, /Green light/);
    assert.match(values, /Crack!/);
    await p.click('[data-testid=close-overlay]');
    // Choose rolling marbles whenever a mixed pair is chosen, until a roll comes up.
    const found = await c.playUntil(async () => {
      if (await c.has('[data-testid=aim-game]')) return true;
      const roll = p.locator('[data-testid^=choose-][data-testid$=-roll]');
      if (await roll.count()) await roll.first().click();
      return c.has('[data-testid=aim-game]') || c.has('[data-testid=match-over]');
    });
    assert.ok(found && (await c.has('[data-testid=aim-game]')), 'a pair rolled marbles');
    await p.click('[data-testid=aim-game]');
    for (let throwN = 0; throwN < 2; throwN++) {
      const btn = p.locator('[data-testid=roll-hold]');
      await btn.scrollIntoViewIfNeeded();
      const box = await btn.boundingBox();
      await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await p.mouse.down();
      await p.waitForTimeout(400 + throwN * 300);
      await p.mouse.up();
    }
    if (await c.has('[data-testid=roll-again]')) throw new Error('an improbable tie');
    const label = await text(p, 'aim-confirm');
    await p.click('[data-testid=aim-confirm]');
    await p.waitForSelector('[data-testid=sq-story]');
    assert.match(await text(p, 'sq-story'), new RegExp(`${label.match(/\d{3}/)[0]}'s marble is closest`));
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});
