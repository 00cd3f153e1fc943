// Launches Debian's Chromium through playwright-core: never a downloaded browser. The flags keep Chromium off a
// network it cannot reach.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** A persistent context in a fresh profile directory (service workers and storage behave as on a real device). */
export async function launch(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'boardside-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: options.viewport || { width: 1024, height: 768 },
    locale: options.locale || 'en-US',
    serviceWorkers: options.serviceWorkers || 'allow',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
