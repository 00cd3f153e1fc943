// End-to-end tests of the Boardside shell against the built dist/, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, waitForServiceWorker, DIST_SUB } from './harness.mjs';

const ROUTES = [
  ['', 'game-decrypto'],
  ['rules', 'rules-link-decrypto'],
  ['rules/decrypto', 'rules-decrypto'],
  ['rules/infiltraitors', 'rules-infiltraitors'],
  ['rules/squid-game', 'rules-squid-game'],
  ['settings', 'settings'],
  ['about', 'about'],
  ['tools', 'hourglass-tool'],
  ['no/such/page', 'not-found'],
];

test('the app loads with no console errors', async () => {
  const s = await open();
  try {
    await s.goto('');
    await s.page.waitForSelector('[data-testid=game-decrypto]');
    await s.page.waitForTimeout(500);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('every route renders, also when opened directly (deep link)', async () => {
  const s = await open();
  try {
    for (const [path, testid] of ROUTES) {
      await s.goto(path);
      await s.page.waitForSelector(`[data-testid=${testid}]`, { timeout: 10000 });
    }
    assert.deepEqual(s.errors.filter((e) => !e.includes('404')), [], 'no errors besides the expected 404 status');
  } finally { await s.done(); }
});

test('the home screen shows all three games, each playable', async () => {
  const s = await open();
  try {
    await s.goto('');
    for (const g of ['decrypto', 'infiltraitors', 'squid-game']) {
      await s.page.waitForSelector(`[data-testid=game-${g}]`);
    }
    assert.equal(await s.page.locator('[data-testid=in-development]').count(), 0);
    for (const g of ['decrypto', 'infiltraitors', 'squid-game']) {
      assert.equal(await s.page.locator(`[data-testid=game-${g}] a.btn.primary`).count(), 1, `${g} can be started`);
    }
  } finally { await s.done(); }
});

test('the language follows the browser, can be changed in settings, and persists across reload', async () => {
  const s = await open({ locale: 'ko-KR' });
  try {
    await s.goto('settings');
    assert.equal(await s.page.textContent('h1'), '설정', 'a Korean browser gets Korean');
    await s.page.check('[data-testid=lang-sv]');
    await s.page.waitForFunction(() => document.querySelector('h1').textContent === 'Inställningar');
    assert.equal(await s.page.getAttribute('html', 'lang'), 'sv');
    // The settings screen is a module of its own: the shell's top bar follows its change at once.
    await s.page.waitForFunction(() => document.querySelector('.topbar nav a').textContent === 'Regler');
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('h1');
    assert.equal(await s.page.textContent('h1'), 'Inställningar', 'Swedish survives a reload');
    await s.page.check('[data-testid=lang-zh-Hant]');
    await s.page.waitForFunction(() => document.querySelector('h1').textContent === '設定');
    await s.page.check('[data-testid=lang-en]');
    await s.page.waitForFunction(() => document.querySelector('h1').textContent === 'Settings');
  } finally { await s.done(); }
});

for (const [name, dir, mount] of [['root', undefined, '/'], ['sub-path', DIST_SUB, '/boardside/']]) {
  test(`after one online visit the app starts offline (${name})`, async () => {
    const s = await open({ dir, mount });
    try {
      await s.goto('');
      await waitForServiceWorker(s.page);
      await s.goOffline();
      await s.page.reload();
      await s.ready();
      await s.page.waitForSelector('[data-testid=game-decrypto]');
      // A deep link that was never visited online also starts from the cache.
      await s.page.goto(s.url + 'rules/squid-game');
      await s.page.waitForSelector('[data-testid=rules-squid-game]');
      const manifest = await s.page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
      assert.equal(manifest.start_url, './');
      assert.deepEqual(s.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)), []);
    } finally { await s.done(); }
  });
}

test('under a sub-path, links and routes stay inside it', async () => {
  const s = await open({ dir: DIST_SUB, mount: '/boardside/' });
  try {
    await s.goto('');
    await s.page.click('.topbar nav a >> nth=0');
    await s.page.waitForSelector('[data-testid=rules-link-decrypto]');
    assert.ok(new URL(s.page.url()).pathname.startsWith('/boardside/rules'), s.page.url());
    await s.page.click('[data-testid=rules-link-decrypto]');
    await s.page.waitForSelector('[data-testid=rules-decrypto]');
    assert.equal(new URL(s.page.url()).pathname, '/boardside/rules/decrypto');
    const swScope = await s.page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.ok(swScope.endsWith('/boardside/'), swScope);
  } finally { await s.done(); }
});

test("a PassScreen's private text is absent from the DOM while hidden", async () => {
  const s = await open();
  try {
    await s.goto('tools');
    await s.page.fill('[data-testid=secret-name]', 'Alice');
    await s.page.fill('[data-testid=secret-text]', 'PURPLE-ELEPHANT-42');
    await s.page.click('[data-testid=secret-pass]');
    await s.page.waitForSelector('[data-testid=pass-to]');
    assert.match(await s.page.textContent('[data-testid=pass-to]'), /Alice/);
    const hidden = await s.page.evaluate(() => document.body.innerHTML);
    assert.ok(!hidden.includes('PURPLE-ELEPHANT-42'), 'secret must not be in the DOM while hidden');
    // Press and hold to reveal.
    const box = await s.page.locator('[data-testid=hold-to-reveal]').boundingBox();
    await s.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await s.page.mouse.down();
    await s.page.waitForSelector('[data-testid=pass-private]', { timeout: 5000 });
    await s.page.mouse.up();
    assert.ok((await s.page.evaluate(() => document.body.innerHTML)).includes('PURPLE-ELEPHANT-42'));
    await s.page.click('[data-testid=hide]');
    await s.page.waitForSelector('[data-testid=hold-to-reveal]');
    assert.ok(!(await s.page.evaluate(() => document.body.innerHTML)).includes('PURPLE-ELEPHANT-42'));
  } finally { await s.done(); }
});

test('a corrupted save shows the recovery message, with download and start fresh', async () => {
  const s = await open();
  try {
    await s.goto('');
    await s.page.evaluate(() => localStorage.setItem('boardside.save.decrypto', '{"format_version":1,"kind":"decrypto", oops'));
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=save-recovery]');
    const text = await s.page.textContent('[data-testid=save-recovery]');
    assert.match(text, /cannot be opened/);
    assert.match(text, /damaged/);
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.click('[data-testid=download-raw]'),
    ]);
    assert.match(download.suggestedFilename(), /boardside-decrypto-raw\.json/);
    assert.equal(await s.page.evaluate(() => localStorage.getItem('boardside.save.decrypto')) !== null, true,
      'downloading keeps the data');
    await s.page.click('[data-testid=start-fresh]');
    await s.page.waitForSelector('[data-testid=save-recovery]', { state: 'detached' });
    assert.equal(await s.page.evaluate(() => localStorage.getItem('boardside.save.decrypto')), null);

    // A save from a newer version gets its own message.
    await s.page.evaluate(() => localStorage.setItem('boardside.save.decrypto',
      JSON.stringify({ format_version: 99, kind: 'decrypto', config: {}, seed: 1, actions: [] })));
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=save-recovery]');
    assert.match(await s.page.textContent('[data-testid=save-recovery]'), /newer version/);
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('the hourglass reaches zero and fires its callback', async () => {
  const s = await open();
  try {
    await s.page.clock.install();
    await s.goto('tools');
    await s.page.fill('[data-testid=hourglass-seconds-input]', '5');
    await s.page.press('[data-testid=hourglass-seconds-input]', 'Tab');
    await s.page.click('[data-testid=hourglass-start]');
    await s.page.clock.runFor(2000);
    const mid = Number(await s.page.textContent('[data-testid=hourglass-seconds]'));
    assert.ok(mid >= 2 && mid <= 4, `about 3 s left, got ${mid}`);
    assert.equal(await s.page.textContent('[data-testid=hourglass-zero-count]'), '0');
    await s.page.clock.runFor(4000);
    await s.page.waitForFunction(() => document.querySelector('[data-testid=hourglass-zero-count]').textContent === '1');
    assert.equal(await s.page.textContent('[data-testid=hourglass-seconds]'), '0');
    await s.page.clock.runFor(3000);
    assert.equal(await s.page.textContent('[data-testid=hourglass-zero-count]'), '1', 'fires once');
  } finally { await s.done(); }
});

test('a running hourglass survives a reload with the right time left', async () => {
  const s = await open();
  try {
    await s.page.clock.install();
    await s.goto('tools');
    await s.page.click('[data-testid=hourglass-start]');
    await s.page.clock.runFor(10000);
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=hourglass-seconds]');
    const left = Number(await s.page.textContent('[data-testid=hourglass-seconds]'));
    assert.ok(left >= 19 && left <= 21, `about 20 s of 30 left after reload, got ${left}`);
  } finally { await s.done(); }
});

test('a new deployment shows "Update available" in the middle of a game and reloads only when asked', async () => {
  const s = await open({ copy: true });
  try {
    await s.goto('');
    await waitForServiceWorker(s.page);
    await s.page.click('[data-testid=game-decrypto] a.btn.primary');
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    // Deploy a "new version": any change to sw.js installs a new worker.
    appendFileSync(join(s.root, 'sw.js'), '\n// new version\n');
    await s.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await s.page.waitForSelector('[data-testid=update-banner]', { timeout: 15000 });
    // Nothing reloads by itself.
    await s.page.evaluate(() => { window.__stillHere = true; });
    await s.page.waitForTimeout(500);
    assert.equal(await s.page.evaluate(() => window.__stillHere), true);
    assert.equal(await s.page.locator('[data-testid=decrypto-setup]').count(), 1, 'the game stays on screen');
    // A cache left by an earlier Boardside (one cache per version) is dropped when the new worker takes over.
    await s.page.evaluate(async () => (await caches.open('boardside-0123456789abcdef')).put('x', new Response('old')));
    await Promise.all([s.page.waitForEvent('load'), s.page.click('[data-testid=update-banner] .btn.primary')]);
    await s.ready();
    assert.equal(await s.page.evaluate(() => window.__stillHere), undefined, 'reloaded after Update now');
    await s.page.waitForFunction(async () => !(await caches.keys()).includes('boardside-0123456789abcdef'));
    const names = await s.page.evaluate(() => caches.keys());
    assert.ok(names.some((k) => k.startsWith('workbox-precache')), `the precache is kept: ${names}`);
  } finally { await s.done(); }
});
