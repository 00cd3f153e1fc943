// Prints the brotli size of the built wasm, JS and CSS, then runs Lighthouse 12 (mobile preset, simulated
// throttling) on the served build and prints the four category scores and FCP / LCP / TBT.
import { brotliCompressSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { join, extname } from 'node:path';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serve } from '../tests/e2e/server.mjs';
import { FLAGS, CHROMIUM } from '../tests/e2e/browser.mjs';

const dist = process.argv[2] || 'dist';
const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const totals = {};
console.log('Sizes (raw → brotli q11):');
for (const f of walk(dist).filter((f) => ['.wasm', '.js', '.css'].includes(extname(f)) && !f.endsWith('sw.js'))) {
  const raw = readFileSync(f);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const kind = extname(f).slice(1);
  totals[kind] = (totals[kind] || 0) + br;
  console.log(`  ${f.padEnd(64)} ${kb(raw.length).padStart(10)} → ${kb(br).padStart(9)}`);
}
for (const [k, v] of Object.entries(totals)) console.log(`  total ${k}: ${kb(v)} brotli`);

const server = await serve(dist, { port: 0 });
const out = mkdtempSync(join(tmpdir(), 'boardside-lh-'));
try {
  // Asynchronous on purpose: the server answering Lighthouse runs in this same process.
  await promisify(execFile)('node_modules/.bin/lighthouse', [
    server.url,
    '--output=json', `--output-path=${join(out, 'lh.json')}`, '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${FLAGS.join(' ')} --user-data-dir=${join(out, 'profile')}`,
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
  const lh = JSON.parse(readFileSync(join(out, 'lh.json'), 'utf8'));
  console.log('\nLighthouse 12, mobile:');
  for (const c of ['performance', 'accessibility', 'best-practices', 'seo']) {
    console.log(`  ${c.padEnd(16)} ${Math.round(lh.categories[c].score * 100)}`);
  }
  for (const a of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'interactive']) {
    console.log(`  ${a.padEnd(26)} ${lh.audits[a].displayValue}`);
  }
  const lcp = lh.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcp) console.log(`  LCP element: ${lcp.nodeLabel} (${lcp.selector})`);
  const failing = Object.values(lh.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  if (failing.length) console.log('\nFailing audits:\n' + failing.map((a) => `  - ${a.id}: ${a.title}`).join('\n'));
} finally {
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
