// Decrypto, played through the UI in headless Chromium against the built dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, openWith } from './harness.mjs';
import { Table, hold } from './decrypto.mjs';

/** Opens the app and starts a game from the home screen, as a table would. */
async function newGame(options = {}, tableOptions = {}) {
  return openWith(options, async (s) => {
    await s.goto('');
    const t = new Table(s.page, tableOptions);
    await t.start();
    return { t };
  });
}

/** Plays one 2-team round. `plan[team]` = { own: 'right'|'wrong', intercepted: bool } for that team's code. */
async function playRound(t, plan) {
  const w = await t.encrypt('white');
  const b = await t.encrypt('black');
  const firstRound = t.round === 1;
  const ownGuess = (code, p) => (p.own === 'wrong' ? Table.wrong(code) : code);
  const interception = (code, p) => (firstRound ? null : p.intercepted ? code : Table.wrong(code));
  await t.decode('white', { own: ownGuess(w, plan.white), intercept: interception(w, plan.white) });
  await t.decode('black', { own: ownGuess(b, plan.black), intercept: interception(b, plan.black) });
  t.round += 1;
}

test('a complete 2-team game to a win (D-E1: two interceptions)', async () => {
  const { s, t } = await newGame();
  try {
    // Black intercepts White's code in rounds 2 and 3; everyone reads their own code right.
    await playRound(t, { white: {}, black: {} });
    await playRound(t, { white: { intercepted: true }, black: {} });
    assert.match(await s.page.textContent('[data-testid=tokens-black]'), /Black/);
    await playRound(t, { white: { intercepted: true }, black: {} });
    await s.page.waitForSelector('[data-testid=game-over]');
    assert.equal(await s.page.textContent('[data-testid=winner]'), 'Black wins!');
    assert.match(await s.page.textContent('[data-testid=win-reason]'), /Two interceptions/);
    // After the game the keywords are public.
    const html = await s.page.evaluate(() => document.body.innerHTML);
    for (const w of [...t.keywords.white, ...t.keywords.black]) assert.ok(html.includes(w));
    // The scoresheet holds White's clues under their keyword numbers.
    await s.page.click('[data-testid=open-scoresheet]');
    const columns = await s.page.textContent('[data-testid=keyword-columns-white]');
    assert.match(columns, /zorbw1q1/);
    assert.match(columns, /zorbw3q3/);
    await s.page.click('[data-testid=close-overlay]');
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('a game that goes to the score tiebreak and on to keyword guessing (D-E3 b, D-E4)', async () => {
  const { s, t } = await newGame();
  try {
    await playRound(t, { white: {}, black: {} });
    await playRound(t, { white: { intercepted: true }, black: { intercepted: true } });
    await playRound(t, { white: { intercepted: true }, black: { intercepted: true } });
    // Both teams have two interceptions: tied, equal scores, so keyword guessing.
    await s.page.waitForSelector('[data-testid=tiebreak]');
    assert.match(await s.page.textContent('[data-testid=tiebreak]'), /Both teams reached two interceptions/);
    // White names two of Black's keywords, Black names one of White's.
    const answers = {
      white: [t.keywords.black[0], t.keywords.black[1].toUpperCase(), 'nonsense', ''],
      black: [t.keywords.white[0], 'wrong', '', ''],
    };
    for (const team of ['white', 'black']) {
      await s.page.click(`[data-testid=keyword-guesses-${team}]`);
      await hold(s.page);
      for (let i = 0; i < 4; i++) await s.page.fill(`[data-testid=answer-${i + 1}]`, answers[team][i]);
      await s.page.click('[data-testid=lock-answers]');
      await s.page.waitForSelector('[data-testid=keyword-guess-form]', { state: 'detached' });
      await t.assertNoSecrets();
    }
    // The owners judge: exact matches come pre-ticked (case-insensitive).
    for (const team of ['white', 'black']) {
      await s.page.click(`[data-testid=judge-${team}]`);
      await hold(s.page);
      const ticked = await Promise.all([1, 2, 3, 4].map((i) => s.page.isChecked(`[data-testid=match-${i}]`)));
      assert.deepEqual(ticked, team === 'black' ? [true, true, false, false] : [true, false, false, false]);
      await s.page.click('[data-testid=confirm-matches]');
      await s.page.waitForSelector('[data-testid=judge-form]', { state: 'detached' });
    }
    await s.page.waitForSelector('[data-testid=game-over]');
    assert.equal(await s.page.textContent('[data-testid=winner]'), 'White wins!');
    assert.match(await s.page.textContent('[data-testid=win-reason]'), /2 against 1/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('a complete 3-player game (D-3P): the team keeps its code safe for five rounds', async () => {
  const { s, t } = await newGame({}, { three: true });
  try {
    for (let round = 1; round <= 5; round++) {
      const code = await t.encrypt('white');
      await t.decode('white', { own: code, intercept: round === 1 ? null : Table.wrong(code) });
      t.round += 1;
    }
    await s.page.waitForSelector('[data-testid=game-over]');
    assert.equal(await s.page.textContent('[data-testid=winner]'), 'Team wins!');
    assert.match(await s.page.textContent('[data-testid=win-reason]'), /five rounds/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('reload in the middle of a round, mid-hourglass, and continue', async () => {
  const { s, t } = await newGame();
  try {
    await t.encrypt('white');
    // The hourglass now runs for Black. Black's encryptor starts a draft, hides it, and the page reloads.
    await s.page.waitForSelector('[data-testid=dx-hourglass]');
    await s.page.click('[data-testid=take-tablet-black]');
    await hold(s.page);
    await s.page.fill('[data-testid=clue-1]', 'zorbdraft');
    await s.page.click('[data-testid=hide]');
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    await s.page.waitForSelector('[data-testid=dx-hourglass]');
    const left = Number(await s.page.textContent('[data-testid=hourglass-seconds]'));
    assert.ok(left > 0 && left < 30, `the hourglass kept running: ${left} s left`);
    // White's clues are still locked, Black's draft is still there.
    assert.equal(await s.page.locator('[data-testid=take-tablet-white]').count(), 0);
    await s.page.click('[data-testid=take-tablet-black]');
    await hold(s.page);
    assert.equal(await s.page.inputValue('[data-testid=clue-1]'), 'zorbdraft');
    const code = (await s.page.textContent('[data-testid=secret-code]')).split('·').map((d) => Number(d.trim()));
    t.codes.black = code;
    for (let i = 0; i < 3; i++) await s.page.fill(`[data-testid=clue-${i + 1}]`, `zorbb1q${i + 1}`);
    await s.page.click('[data-testid=lock-clues]');
    await t.decode('white');
    // Reload again between the two decodings: the game resumes on Black's clues.
    await s.page.reload();
    await s.ready();
    await t.decode('black');
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.match(await s.page.textContent('[data-testid=dx-round]'), /Round 2 of 8/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('the hourglass locks the second entry with what it holds (D-R4)', async () => {
  const s = await open();
  try {
    await s.page.clock.install();
    await s.goto('');
    const t = new Table(s.page);
    await t.start();
    await t.encrypt('white');
    await s.page.click('[data-testid=take-tablet-black]');
    await hold(s.page);
    t.codes.black = (await s.page.textContent('[data-testid=secret-code]')).split('·').map((d) => Number(d.trim()));
    await s.page.fill('[data-testid=clue-1]', 'zorbonly');
    await s.page.clock.runFor(31000);
    await s.page.waitForSelector('[data-testid=guess-screen-white]');
    assert.match(await s.page.textContent('[data-testid=dx-notice]'), /Time's up/);
    await t.decode('white');
    const clues = await s.page.locator('[data-testid=clues-on-table] li').allTextContents();
    assert.deepEqual(clues, ['zorbonly', '(blank)', '(blank)']);
  } finally { await s.done(); }
});

test('clue checks speak the player\'s language (D-C7, D-C8) and undo refuses after a reveal', async () => {
  const { s, t } = await newGame({ locale: 'sv-SE' });
  try {
    await s.page.click('[data-testid=take-tablet-white]');
    await hold(s.page);
    await s.page.fill('[data-testid=clue-1]', '4 2 1');
    // Live feedback while typing, before anything is locked.
    assert.match(await s.page.textContent('[data-testid=clue-hint-1]'), /koden/);
    await s.page.fill('[data-testid=clue-2]', 'zorbx');
    await s.page.fill('[data-testid=clue-3]', 'zorby');
    await s.page.click('[data-testid=lock-clues]');
    const err = await s.page.textContent('[data-testid=clue-error]');
    assert.match(err, /Ledtråd 1/);
    await s.page.fill('[data-testid=clue-1]', t.keywords.white[0]);
    await s.page.click('[data-testid=lock-clues]');
    assert.match(await s.page.textContent('[data-testid=clue-error]'), /nyckelord 1/i);
    await s.page.click('[data-testid=hide]');
    // Seeing the code cannot be undone.
    await s.page.click('[data-testid=undo]');
    assert.match(await s.page.textContent('[data-testid=dx-notice]'), /ångra|dold/i);
  } finally { await s.done(); }
});

test('a game in progress continues from the home screen and can be ended from the game bar', async () => {
  const { s, t } = await newGame();
  try {
    await t.encrypt('white');
    await s.page.click('.topbar .brand');
    await s.page.click('[data-testid=continue-decrypto]');
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.equal(await s.page.locator('[data-testid=take-tablet-white]').count(), 0, 'White\'s clues stay locked');
    await s.page.click('[data-testid=end-game]');
    await s.page.click('[data-testid=confirm-end-yes]');
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    await s.page.click('.topbar .brand');
    await s.page.waitForSelector('[data-testid=game-decrypto]');
    assert.equal(await s.page.locator('[data-testid=continue-decrypto]').count(), 0);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});
