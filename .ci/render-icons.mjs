// Renders the app icons (our own design) from SVG to the PNG sizes the manifest lists. Run once after changing
// public/icons/icon.svg or .ci/icon-maskable.svg; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from '../tests/e2e/browser.mjs';

const jobs = [
  ['public/icons/icon.svg', 192, 'public/icons/icon-192.png'],
  ['public/icons/icon.svg', 512, 'public/icons/icon-512.png'],
  ['.ci/icon-maskable.svg', 512, 'public/icons/icon-maskable-512.png'],
];
const { context, close } = await launch();
const page = await context.newPage();
for (const [src, size, out] of jobs) {
  const svg = readFileSync(src, 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  writeFileSync(out, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
  console.log('wrote', out);
}
await close();
