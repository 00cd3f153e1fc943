// Trunk post-build hook. Runs in the staging directory that becomes dist/:
// 1. Game modules get content-hashed names. Trunk builds each game (a rel="rust" data-type="worker" asset) as
//    <game>.js + <game>_bg.wasm without a hash; they become <game>-<hash>.js and <game>-<hash>_bg.wasm, and index.html
//    gets the map (#boardside-modules) that the shell's loader reads (src/platform/glue.js).
// 2. 404.html = index.html, so GitHub Pages serves the app for deep links (/rules/decrypto on a reload).
// 3. sw.js from workbox-build: precaches every built file with a revision, so an update downloads only the files
//    that changed; every route of the single-page app is served index.html offline; a new version waits until the
//    player taps "Update now" (the SKIP_WAITING message).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('postbuild: TRUNK_STAGING_DIR is not set (run through trunk)');
  process.exit(1);
}

// A file name Trunk or this hook gave a content hash: such URLs never change content, so they need no revision.
const HASHED = /-[0-9a-f]{8,16}(_bg\.wasm|\.js|\.css)$/;

const modules = {};
for (const name of readdirSync(dir)) {
  const m = /^([a-z][a-z0-9_]*)_bg\.wasm$/.exec(name);
  if (!m || !existsSync(join(dir, `${m[1]}.js`))) continue;
  const game = m[1];
  const hash = createHash('sha256')
    .update(readFileSync(join(dir, `${game}.js`)))
    .update(readFileSync(join(dir, name)))
    .digest('hex')
    .slice(0, 16);
  const files = { js: `${game}-${hash}.js`, wasm: `${game}-${hash}_bg.wasm` };
  renameSync(join(dir, `${game}.js`), join(dir, files.js));
  renameSync(join(dir, name), join(dir, files.wasm));
  modules[game] = files;
}
if (Object.keys(modules).length === 0) {
  console.error('postbuild: no game module found (expected <game>.js and <game>_bg.wasm from Trunk)');
  process.exit(1);
}

const indexPath = join(dir, 'index.html');
const tag = `<script type="application/json" id="boardside-modules">${JSON.stringify(modules)}</script>`;
writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('</head>', `  ${tag}\n</head>`));
copyFileSync(indexPath, join(dir, '404.html'));

const { count, size, warnings } = await generateSW({
  globDirectory: dir,
  globPatterns: ['**/*'],
  globIgnores: ['sw.js', '404.html'],
  swDest: join(dir, 'sw.js'),
  dontCacheBustURLsMatching: HASHED,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  navigateFallback: 'index.html',
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const w of warnings) console.warn(`postbuild: ${w}`);

// Earlier versions of Boardside kept one cache per version ("boardside-<version>"); drop them once this worker runs.
writeFileSync(join(dir, 'sw.js'), readFileSync(join(dir, 'sw.js'), 'utf8') + `
self.addEventListener('activate', (e) => e.waitUntil(caches.keys().then((keys) =>
  Promise.all(keys.filter((k) => k.startsWith('boardside-')).map((k) => caches.delete(k))))));
`);
console.log(`postbuild: modules ${Object.values(modules).map((f) => f.wasm).join(', ')}; 404.html; sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
