// A static server that behaves like GitHub Pages: files from a directory under a mount path ("/" or "/boardside/"),
// and 404.html (with status 404) for any other path, which is how deep links reach the single-page app.
// Binds to 127.0.0.1 only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` under `mount`. `spa: true` answers unknown paths with index.html and status 200 instead of 404.html
 * with status 404: only for Lighthouse (.ci/report), which refuses to audit a page whose document status is 404.
 */
export function serve(dir, { port = 0, mount = '/', spa = false } = {}) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let path = decodeURIComponent(url.pathname);
      if (!path.startsWith(mount)) return send404(res, dir);
      path = path.slice(mount.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = normalize(join(dir, path));
      if (!file.startsWith(normalize(dir))) return send404(res, dir);
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return spa ? sendIndex(res, dir) : send404(res, dir);
      let body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': file.endsWith('sw.js') ? 'no-cache' : 'max-age=600',
      };
      // GitHub Pages sends text and wasm gzipped; so do we, so that sizes and timings match production.
      if (/gzip/.test(req.headers['accept-encoding'] || '') && !/\.png$/.test(file)) {
        body = gzipSync(body, { level: 6 });
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch (e) {
      res.writeHead(500);
      res.end(String(e));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}${mount}`,
        port: actual,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

async function sendIndex(res, dir) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(await readFile(join(dir, 'index.html')));
}

async function send404(res, dir) {
  const body = await readFile(join(dir, '404.html')).catch(() => 'Not found');
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

// `node tests/e2e/server.mjs [dir] [port] [mount]`: serve in the foreground (used by .ci/serve).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080', mount = '/'] = process.argv.slice(2);
  const s = await serve(dir, { port: Number(port), mount });
  console.log(`Boardside is served at ${s.url} (Ctrl+C to stop)`);
}
