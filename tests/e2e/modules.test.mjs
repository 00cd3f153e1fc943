// The module split (one shell, one module per game), tested in headless Chromium against the built dist/: what the
// home screen downloads, what opening a game downloads, offline play of a game never opened online, deep links and
// reloads under a sub-path, Back, and the loading state while a module arrives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { open, waitForServiceWorker, DIST, DIST_SUB } from './harness.mjs';
import { Table } from './decrypto.mjs';
import { walk } from '../size/sizes.mjs';

/** The game modules of a build, from the map the build writes into index.html. */
function modules(dir = DIST) {
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  return JSON.parse(/id="boardside-modules">(.*?)<\/script>/.exec(index)[1]);
}

/** Records the game-module files the page requests, by game. */
function recordModuleRequests(page, dir = DIST) {
  const map = modules(dir);
  const seen = [];
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop();
    for (const [game, f] of Object.entries(map)) if (file === f.js || file === f.wasm) seen.push(game);
  });
  return seen;
}

test('the home screen loads without requesting any game module', async () => {
  const s = await open();
  try {
    const seen = recordModuleRequests(s.page);
    await s.goto('');
    await s.page.waitForSelector('[data-testid=game-decrypto]');
    await waitForServiceWorker(s.page);
    await s.page.waitForTimeout(300);
    assert.deepEqual(seen, [], 'the page itself fetched no game module (the service worker precaches them)');
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('opening Decrypto fetches its module and no other; Back returns home', async () => {
  const s = await open();
  try {
    const seen = recordModuleRequests(s.page);
    await s.goto('');
    await s.page.click('[data-testid=game-decrypto] a.btn.primary');
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    assert.deepEqual([...new Set(seen)], ['decrypto']);
    await s.page.goBack();
    await s.page.waitForSelector('[data-testid=game-decrypto]');
    assert.equal(await s.page.locator('[data-testid=decrypto-setup]').count(), 0, 'the game is unmounted');
    await s.page.goForward();
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    assert.equal(seen.length, 2, 'the module is fetched once per page (its js and its wasm)');
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('while a module arrives the game\'s name and a loading state show; a failed fetch can be retried', async () => {
  // Requests a service worker answers never reach page.route: this test holds the network itself.
  const s = await open({ serviceWorkers: 'block' });
  try {
    await s.goto('');
    const { wasm } = modules().decrypto;
    let release;
    const held = new Promise((r) => { release = r; });
    let fail = true;
    await s.page.route(`**/${wasm}`, async (route) => {
      if (fail) return route.abort('internetdisconnected');
      await held;
      await route.continue();
    });
    await s.page.click('[data-testid=game-decrypto] a.btn.primary');
    await s.page.waitForSelector('[data-testid=module-load-failed]');
    assert.match(await s.page.textContent('[data-testid=module-loading] h1'), /Decrypto/);
    fail = false;
    await s.page.click('[data-testid=module-loading] button');
    await s.page.waitForSelector('[data-testid=module-loading] [role=status]');
    assert.match(await s.page.textContent('[data-testid=module-loading]'), /Just a moment/);
    release();
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    assert.equal(await s.page.locator('[data-testid=module-loading]').count(), 0);
    assert.deepEqual(s.errors, ['Failed to load resource: net::ERR_INTERNET_DISCONNECTED'], 'only the failed fetch');
  } finally { await s.done(); }
});

test('after one online visit to the home screen only, Decrypto starts offline and plays a round', async () => {
  const s = await open();
  try {
    await s.goto('');
    await waitForServiceWorker(s.page);
    await s.goOffline();
    const t = new Table(s.page);
    await t.start();
    const w = await t.encrypt('white');
    const b = await t.encrypt('black');
    await t.decode('white', { own: w });
    await t.decode('black', { own: b });
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.match(await s.page.textContent('[data-testid=dx-round]'), /Round 2 of 8/);
    // A reload offline, straight into the game route, resumes it.
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.deepEqual(s.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)), []);
  } finally { await s.done(); }
});

test('under /boardside/, a deep link and a reload on /boardside/decrypto work, and Continue resumes', async () => {
  const s = await open({ dir: DIST_SUB, mount: '/boardside/' });
  try {
    const seen = recordModuleRequests(s.page, DIST_SUB);
    await s.goto('decrypto');
    await s.page.waitForSelector('[data-testid=decrypto-setup]');
    assert.deepEqual([...new Set(seen)], ['decrypto']);
    await s.page.goto(s.url);
    await s.ready();
    const t = new Table(s.page);
    await t.start();
    await t.encrypt('white');
    await s.page.reload();
    await s.ready();
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.equal(new URL(s.page.url()).pathname, '/boardside/decrypto');
    await s.page.click('.topbar .brand');
    assert.equal(new URL(s.page.url()).pathname, '/boardside/');
    await s.page.click('[data-testid=continue-decrypto]');
    await s.page.waitForSelector('[data-testid=encrypt-screen]');
    assert.equal(await s.page.locator('[data-testid=take-tablet-white]').count(), 0, "White's clues stay locked");
    assert.deepEqual(s.errors, []);
  } finally { await s.done(); }
});

test('the service worker precaches every built file, each with the revision that makes updates incremental', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const manifest = JSON.parse(/precacheAndRoute\((\[.*?\])\)/.exec(sw)[1]);
  const built = walk(DIST).map((f) => relative(DIST, f))
    .filter((f) => f !== 'sw.js' && f !== '404.html' && !f.startsWith('workbox/')).sort();
  assert.deepEqual(manifest.map((m) => m.url).sort(), built);
  for (const { url, revision } of manifest) {
    if (/-[0-9a-f]{8,16}(_bg\.wasm|\.js|\.css)$/.test(url)) {
      assert.equal(revision, null, `${url} is named by its content`);
    } else {
      const hash = createHash('sha256').update(readFileSync(join(DIST, url))).digest('hex').slice(0, 16);
      assert.equal(revision, hash, `${url} is revised by its content`);
    }
  }
  for (const game of Object.keys(modules())) {
    assert.ok(manifest.some((m) => m.url === modules()[game].wasm), `${game} is precached`);
  }
});
