// Deterministic size budgets for a built dist/: the home screen's first load and each game module, in brotli
// (quality 11). `node tests/size/sizes.mjs [dist]` prints the table and exits 1 when something is over budget.
// The report (.ci/report.mjs) prints the same table.
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGETS = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Every file under `d`, as paths that start with `d`. */
export const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
export const kib = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The built files grouped as the browser loads them: `home`, then one group per game module. */
export function measure(dist = 'dist') {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const map = JSON.parse(/<script type="application\/json" id="boardside-modules">(.*?)<\/script>/.exec(index)?.[1] ?? '{}');
  const moduleFiles = new Set(Object.values(map).flatMap((f) => [f.js, f.wasm]));
  const files = walk(dist).map((f) => relative(dist, f).split('\\').join('/'));
  // Home: the page itself and every script, wasm and style it loads: the shell's and the shared snippets.
  // The service worker and its workbox runtime load after the page, in the worker: not part of the first load.
  const home = files.filter((f) => f === 'index.html'
    || (!moduleFiles.has(f) && f !== 'sw.js' && !f.startsWith('workbox/') && /\.(js|wasm|css)$/.test(f)));
  const groups = [{ name: 'home', files: home, budget: BUDGETS.home }];
  for (const [name, f] of Object.entries(map)) groups.push({ name, files: [f.js, f.wasm], budget: BUDGETS.module });
  for (const g of groups) {
    g.rows = g.files.map((f) => {
      const buf = readFileSync(join(dist, f));
      return { file: f, raw: buf.length, br: brotli(buf) };
    });
    g.raw = g.rows.reduce((a, r) => a + r.raw, 0);
    g.br = g.rows.reduce((a, r) => a + r.br, 0);
    g.over = g.br > g.budget * 1024;
  }
  return groups;
}

/** Where each game's marker strings occur: they must be in the game's own module and in no other wasm. */
export function checkMarkers(groups, dist = 'dist') {
  const problems = [];
  const wasm = groups.flatMap((g) => g.files.filter((f) => f.endsWith('.wasm')).map((f) => [g.name, readFileSync(join(dist, f))]));
  for (const [game, markers] of Object.entries(BUDGETS.markers)) {
    for (const marker of markers) {
      const holders = wasm.filter(([, buf]) => buf.includes(marker)).map(([name]) => name);
      if (!holders.includes(game)) problems.push(`${JSON.stringify(marker)} is missing from the ${game} module`);
      for (const other of holders.filter((n) => n !== game)) problems.push(`${JSON.stringify(marker)} (${game}) is linked into ${other}`);
    }
  }
  return problems;
}

export function printTable(groups) {
  console.log(`${'module'.padEnd(14)} ${'raw'.padStart(10)} ${'brotli'.padStart(10)} ${'budget'.padStart(10)}`);
  for (const g of groups) {
    console.log(`${g.name.padEnd(14)} ${kib(g.raw).padStart(10)} ${kib(g.br).padStart(10)} ${kib(g.budget * 1024).padStart(10)}${g.over ? '  OVER BUDGET' : ''}`);
    for (const r of g.rows) console.log(`  ${r.file.padEnd(56)} ${kib(r.raw).padStart(10)} → ${kib(r.br).padStart(9)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = measure(process.argv[2] || 'dist');
  printTable(groups);
  if (groups.length < 2) {
    console.error('size check: no game module in the build');
    process.exit(1);
  }
  const problems = checkMarkers(groups, process.argv[2] || 'dist');
  for (const p of problems) console.error(`size check: ${p}`);
  const over = groups.filter((g) => g.over);
  if (over.length || problems.length) {
    if (over.length) console.error(`size check: over budget: ${over.map((g) => g.name).join(', ')}`);
    process.exit(1);
  }
  console.log('size check: every module is within its budget, and the shell links no game');
}
