// Shared set-up for the end-to-end tests: a GitHub-Pages-like server over a built dist/, a fresh Chromium profile,
// and a page that records console errors.
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DIST = process.env.BOARDSIDE_DIST || 'dist';
export const DIST_SUB = process.env.BOARDSIDE_DIST_SUB || 'target/dist-sub';

/** Opens a browser on a server for `dir` mounted at `mount`. Call `done()` at the end. */
export async function open({ dir = DIST, mount = '/', viewport, locale, copy = false, serviceWorkers } = {}) {
  // A private copy of dist when a test changes files (the update prompt test).
  const root = copy ? mkdtempSync(join(tmpdir(), 'boardside-dist-')) : dir;
  if (copy) cpSync(dir, root, { recursive: true });
  let server = await serve(root, { mount });
  const browser = await launch({ viewport, locale, serviceWorkers });
  const page = await browser.context.newPage();
  const errors = [];
  // A deep link is answered by 404.html with status 404, as on GitHub Pages; Chromium logs that status.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    page,
    errors,
    root,
    get url() { return server.url; },
    /** Waits until the app has mounted (index.html's static shell has a top bar too, but no main#main). */
    async ready() { await page.waitForSelector('main#main', { timeout: 30000 }); },
    async goto(path = '') {
      await page.goto(server.url + path.replace(/^\//, ''));
      await this.ready();
    },
    /** Stops the server: from now on only the service worker can serve the app. */
    async goOffline() { await server.close(); },
    async done() {
      await browser.close();
      await server.close().catch(() => {});
      if (copy) rmSync(root, { recursive: true, force: true });
    },
    async restartServer() { server = await serve(root, { mount, port: server.port }); },
  };
}

/** Waits until a service worker controls the page (after the first visit it serves everything offline). */
export async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

// Attributes whose values come from HTML's own vocabulary (type="radio", role="button", lang="en"): the app cannot
// put a secret there, and a keyword such as "radio" would otherwise look like a leak.
const VOCABULARY = new Set(['type', 'role', 'lang', 'dir', 'inputmode', 'autocomplete', 'enterkeyhint', 'aria-hidden',
  'aria-live', 'aria-pressed', 'aria-checked', 'aria-current', 'aria-expanded', 'aria-modal', 'aria-haspopup']);

/**
 * What the DOM carries that a person or a tool could read: all text (visible or not) and every attribute value
 * except HTML vocabulary. `drop` removes elements first (a selector), e.g. a board that may name public cards.
 */
export async function carried(page, { drop } = {}) {
  return page.evaluate(({ vocabulary, drop }) => {
    const clone = document.body.cloneNode(true);
    if (drop) for (const el of clone.querySelectorAll(drop)) el.remove();
    const attrs = [];
    for (const el of clone.querySelectorAll('*')) {
      for (const a of el.attributes) if (!vocabulary.includes(a.name)) attrs.push(a.value);
    }
    return { text: clone.textContent, attrs: attrs.join('\n') };
  }, { vocabulary: [...VOCABULARY], drop });
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `word` appears in what `carried` returned: in text as a whole word, in an attribute as a whole token
 * (so the keyword "ring" is not found in the class name "hold-ring", but would be in class="ring").
 */
export function mentions({ text, attrs }, word) {
  const w = escapeRe(word);
  return new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(text)
    || new RegExp(`(^|[^\\p{L}\\p{N}_-])${w}([^\\p{L}\\p{N}_-]|$)`, 'u').test(attrs);
}

/** Opens a session and runs `start` on it; if `start` fails the browser and server are closed, not left open. */
export async function openWith(options, start) {
  const s = await open(options);
  try {
    return { s, ...(await start(s)) };
  } catch (e) {
    await s.done();
    throw e;
  }
}
