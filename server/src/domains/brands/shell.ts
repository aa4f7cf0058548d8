import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@vx/shared/constants';
import type { BrandManifest } from '@vx/shared/protocol';
import { compressedFile, pickEncoding } from '../../http/compress';
import { scriptJson } from '../../http/html';
import { shellCsp } from './shell-csp';
import { cacheControlOf, contentTypeOf, findStaticFile } from './static-files';

/** Paths that belong to the server's own services: never answered with the shell's page. */
const SERVICE_PREFIXES = ['/rest', '/vxql', '/feed', '/ws', '/media', '/demo-pay', '/demo-mail'];

function isServicePath(path: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * The shell's index.html with the brand manifest inlined (so the first render needs no extra
 * request) and the document language set from the path's language prefix or the brand default.
 * Every script and style element gets the response's CSP nonce; the csp-nonce meta tag hands it
 * to the shell for the styles it inserts (a nonce attribute is hidden from the page's markup,
 * readable only as the element's `nonce` property).
 */
export function renderIndexHtml(template: string, manifest: BrandManifest, path: string, nonce: string): string {
  const prefix = path.split('/')[1] ?? '';
  const language = isLanguage(prefix) ? prefix : manifest.defaultLanguage;
  // Inserted before </head>, which survives any minification of the template.
  const head = `<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">window.__BRAND__=${scriptJson(manifest)}</script></head>`;
  return template
    .replace(/<(script|style)\b/gi, `<$1 nonce="${nonce}"`)
    .replace('</head>', () => head)
    .replace(/<html lang=("?)[a-z-]*\1/i, `<html lang="${language}"`);
}

export interface ShellOptions {
  /** The shell's production build. */
  dist: string;
  manifestFor(request: FastifyRequest): Promise<BrandManifest>;
}

/**
 * Serves the shell's build: its files (content-hashed ones cached forever, the rest revalidated),
 * and for every other page GET that wants HTML, index.html with the brand of the request's host.
 * Registered as the lowest-priority wildcard, so every real route wins.
 */
export function registerShell(app: FastifyInstance, options: ShellOptions): void {
  const indexPath = join(options.dist, 'index.html');

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const [template, manifest] = await Promise.all([readFile(indexPath, 'utf8'), options.manifestFor(request)]);
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .header('content-security-policy', shellCsp(nonce, manifest))
      .send(renderIndexHtml(template, manifest, path, nonce));
  }

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isServicePath(path)) return reply.callNotFound();
    if (path !== '/' && path !== '/index.html') {
      const file = await findStaticFile(options.dist, path);
      if (file) {
        reply
          .header('content-type', contentTypeOf(file.path))
          .header('last-modified', file.mtime.toUTCString())
          .header('cache-control', cacheControlOf(file.path))
          .header('vary', 'Accept-Encoding');
        const encoding = pickEncoding(request.headers['accept-encoding'], file.path, file.size);
        if (!encoding) return reply.header('content-length', file.size).send(createReadStream(file.path));
        const body = await compressedFile(file.path, file.mtime.getTime(), encoding);
        return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
      }
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendIndex(request, reply, path);
  });
}
