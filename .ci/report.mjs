// The report (a benchmark, not a test): the per-module size table (brotli q11, as the size check counts it), then
// Lighthouse 12 (mobile preset, simulated throttling) on the home screen and on /decrypto, two runs each, with the
// four category scores and FCP / LCP / TBT / CLS / TTI.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serve } from '../tests/e2e/server.mjs';
import { FLAGS, CHROMIUM } from '../tests/e2e/browser.mjs';
import { measure, printTable } from '../tests/size/sizes.mjs';

const dist = process.argv[2] || 'dist';
const pages = (process.env.REPORT_PAGES || ',decrypto').split(',');
const runs = Number(process.env.REPORT_RUNS || 2);

console.log('Sizes (raw → brotli q11):');
printTable(measure(dist));

// GitHub Pages answers a deep link with 404.html and status 404; Lighthouse will not audit a 404 document, so the
// report's server answers unknown paths with index.html and status 200. The page and its requests are the same.
const server = await serve(dist, { port: 0, spa: true });
const out = mkdtempSync(join(tmpdir(), 'boardside-lh-'));
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'interactive'];
try {
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      // Asynchronous on purpose: the server answering Lighthouse runs in this same process.
      await promisify(execFile)('node_modules/.bin/lighthouse', [
        server.url + page,
        '--output=json', `--output-path=${join(out, 'lh.json')}`, '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${FLAGS.join(' ')} --user-data-dir=${join(out, `profile-${page}-${run}`)}`,
      ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
      const lh = JSON.parse(readFileSync(join(out, 'lh.json'), 'utf8'));
      const scores = ['performance', 'accessibility', 'best-practices', 'seo']
        .map((c) => `${c} ${Math.round(lh.categories[c].score * 100)}`).join(', ');
      console.log(`\nLighthouse 12, mobile, /${page} (run ${run}): ${scores}`);
      console.log('  ' + metrics.map((a) => `${a.replace(/-/g, ' ')}: ${lh.audits[a].displayValue}`).join(' · '));
      const lcp = lh.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (lcp) console.log(`  LCP element: ${lcp.nodeLabel} (${lcp.selector})`);
      const failing = Object.values(lh.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      if (failing.length) console.log('  failing audits: ' + failing.map((a) => a.id).join(', '));
    }
  }
} finally {
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
