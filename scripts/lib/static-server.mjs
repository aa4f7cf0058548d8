/**
 * Serves one remote's build from its own origin, as a CDN would: entry, manifest and route
 * table with no-cache, content-hashed chunks cached forever, CORS open, gzip or brotli.
 * Files are read per request, so a rebuilt remote is live on the next reload.
 * No request may end the process: it also serves the other remotes and supervises `npm start`.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'routes.json']);
const compressed = new Map();

function encode(body, encoding, key) {
  const cacheKey = `${key}:${encoding}`;
  if (!compressed.has(cacheKey)) {
    const out = encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
    compressed.set(cacheKey, out);
  }
  return compressed.get(cacheKey);
}

/** The request's path, or null where it is not a valid URL (e.g. `/%ff`). */
function pathOf(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://x').pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
}

async function handle(dir, req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const path = pathOf(req.url);
  if (path === null) return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
  const file = normalize(join(dir, path || 'index.html'));
  if (!file.startsWith(dir + sep)) return void res.writeHead(403).end();
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    const body = await readFile(file);
    const name = file.slice(file.lastIndexOf(sep) + 1);
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = body.length > 1024 && /\.(js|json|css|svg|html|txt)$/.test(file)
      ? accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null
      : null;
    const out = encoding ? encode(body, encoding, `${file}:${info.mtimeMs}`) : body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', out.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : out);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
}

export function serveStatic(dir, port, host = '0.0.0.0') {
  const server = createServer((req, res) => {
    handle(dir, req, res).catch((error) => {
      console.error(`static ${dir}: ${req.url}: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  // A broken client connection is that client's problem, not the process's.
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
