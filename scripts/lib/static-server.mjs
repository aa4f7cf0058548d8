/**
 * Serves one remote's build from its own origin, as a CDN would: entry, manifest and route
 * table with no-cache, content-hashed chunks cached forever, CORS open, gzip or brotli.
 * Files are read per request, so a rebuilt remote is live on the next reload.
 * @fastify/static resolves and streams the files (path decoding, traversal, ranges, ETags);
 * each remote gets its own Fastify instance and listener, so a failing one answers 500 alone
 * and no request ends the process that serves the others and supervises `npm start`.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'routes.json']);
const COMPRESSIBLE = /^(application\/(javascript|json)|text\/|image\/svg\+xml)/;
const compressors = {
  br: promisify((body, done) => brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }, done)),
  gzip: promisify((body, done) => gzip(body, { level: 9 }, done)),
};
/** A remote serves JS, JSON and fonts, never a document: nothing may run in it or frame it. */
const HEADERS = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // The shell's pages load these scripts from another origin.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
};
/** Compressed bodies by file and modification time; cleared when large, as a rebuild leaves old ones behind. */
const compressed = new Map();
const MAX_COMPRESSED = 500;

function encodingFor(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

async function bufferOf(payload) {
  const chunks = [];
  for await (const chunk of payload) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function serveStatic(dir, port, host = '0.0.0.0') {
  const app = Fastify({ logger: false });
  /** The file each response sends, from @fastify/static's setHeaders: the key of its compressed body. */
  const sentFile = new WeakMap();

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(HEADERS);
  });
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`static ${dir}: ${request.url}: ${error?.stack ?? error}`);
    return reply.code(status).type('text/plain').send(status === 500 ? 'Internal error' : 'Bad request');
  });
  await app.register(fastifyStatic, {
    root: dir,
    cacheControl: false,
    setHeaders(res, path, stat) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      res.setHeader('cache-control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'Accept-Encoding');
      sentFile.set(res, `${path}:${stat.mtimeMs}`);
    },
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());

  app.addHook('onSend', async (request, reply, payload) => {
    const file = sentFile.get(reply.raw);
    const encoding = encodingFor(request.headers['accept-encoding']);
    const type = String(reply.getHeader('content-type') ?? '');
    const small = Number(reply.getHeader('content-length')) <= 1024;
    if (!file || !encoding || request.method !== 'GET' || reply.statusCode !== 200 || !COMPRESSIBLE.test(type) || small) return payload;
    const key = `${file}:${encoding}`;
    let body = compressed.get(key);
    if (body) {
      payload.destroy?.();
    } else {
      body = await compressors[encoding](await bufferOf(payload));
      if (compressed.size >= MAX_COMPRESSED) compressed.clear();
      compressed.set(key, body);
    }
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  });

  await app.listen({ port, host });
  return app;
}
