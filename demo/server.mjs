// A tiny static server for dist/ and demo/, on 127.0.0.1 only. POST /checkout echoes the posted
// form fields as JSON (the script-tag demo submits there); `pages` adds in-memory HTML pages by path.
// Used by `npm start` and both browser-test tiers; the consumer tests serve a build folder with it
// (`dir`, `allowed: ['']` for all of it, `index` for /). `headers` go on every answer (a CDN's CORS header,
// a page's Content-Security-Policy).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };
const ALLOWED = ['dist', 'demo'];

export function startServer({ port = 0, onPost, pages = {}, dir = root, allowed = ALLOWED, index = '/demo/index.html', headers = {} } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/checkout') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const fields = Object.fromEntries(new URLSearchParams(body));
      onPost?.(fields);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Order placed</title><h1>Order placed</h1><pre id="posted">${JSON.stringify(fields, null, 2).replace(/</g, '&lt;')}</pre>`);
      return;
    }
    if (Object.hasOwn(pages, url.pathname)) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store', ...headers });
      res.end(pages[url.pathname]);
      return;
    }
    const path = url.pathname === '/' ? index : url.pathname;
    const file = normalize(join(dir, path));
    if (!allowed.some((folder) => file.startsWith(join(dir, folder)))) {
      res.writeHead(404).end('not found');
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store', ...headers });
      res.end(body);
    } catch (error) {
      // Only a missing file is a 404; anything else (e.g. EMFILE under load) says what it was.
      const missing = error.code === 'ENOENT' || error.code === 'EISDIR';
      res.writeHead(missing ? 404 : 500).end(missing ? 'not found' : `${error.code ?? error.message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}
