import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@vx/shared/constants';
import { brandTitle, type BrandManifest } from '@vx/shared/protocol';
import { countryOfRequest } from '../../http/country';
import { escapeHtml, scriptJson } from '../../http/html';
import type { FirstViewHtml, FirstViewRenderer } from './first-view';
import { loadScriptsAfterPaint } from './first-view/after-paint';
import { createPageStatus, type PageStatusOptions } from './page-status';
import { shellCsp } from './shell-csp';
import { cacheControlOf, findStaticFile } from './static-files';

// RFC 9239's type for scripts (mime's table says application/javascript), and the icon type browsers know.
send.mime.define({ 'text/javascript': ['js', 'mjs'], 'image/x-icon': ['ico'] }, true);

/** The brotli and gzip files the shell's build writes beside each asset (compression-webpack-plugin). */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Paths that belong to the server's own services: never answered with the shell's page. */
const SERVICE_PREFIXES = ['/rest', '/vxql', '/feed', '/guest-service', '/ws', '/media', '/demo-pay', '/demo-mail', '/demo-avs', '/demo-pincall'];

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
 * readable only as the element's `nonce` property). A page with a first view gets it in place of
 * the empty #root (first-view/).
 */
export function renderIndexHtml(
  template: string,
  manifest: BrandManifest,
  path: string,
  nonce: string,
  firstView: FirstViewHtml | null = null,
  { notFound = false }: { notFound?: boolean } = {},
): string {
  const prefix = path.split('/')[1] ?? '';
  const language = isLanguage(prefix) ? prefix : manifest.defaultLanguage;
  // A path the brand has no route for is the shell's not-found page: answered 404 and kept out of search indexes.
  const robots = notFound ? '<meta name="robots" content="noindex">' : '';
  // Inserted before </head>, which survives any minification of the template.
  const head = `${robots}<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">window.__BRAND__=${scriptJson(manifest)}</script>${firstView?.head ?? ''}</head>`;
  const html = template
    .replace(/<(script|style)\b/gi, `<$1 nonce="${nonce}"`)
    .replace('</head>', () => head)
    .replace(/<html lang=("?)[a-z-]*\1/i, `<html lang="${language}"`)
    // The brand's own name from the first byte (the template's is the main brand's), as the app titles it.
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(brandTitle(firstView?.title ?? null, manifest.name))}</title>`);
  return firstView ? loadScriptsAfterPaint(html.replace(/<div id=("?)root\1><\/div>/, () => firstView.body), nonce) : html;
}

export interface ShellOptions {
  /** The shell's production build. */
  dist: string;
  manifestFor(request: FastifyRequest): Promise<BrandManifest>;
  /** The server-rendered first view of a page, if it has one. */
  firstView?: FirstViewRenderer;
  actorExists?: PageStatusOptions['actorExists'];
}

/**
 * Serves the shell's build: its files through @fastify/static (content-hashed ones cached forever,
 * the rest revalidated; the build's .br or .gz file to a client that accepts it), and for every
 * other page GET that wants HTML, index.html with the brand of the request's host. Registered as
 * the lowest-priority wildcard, so every real route wins.
 */
export async function registerShell(app: FastifyInstance, options: ShellOptions): Promise<void> {
  const indexPath = join(options.dist, 'index.html');
  const pageStatus = createPageStatus({ dist: options.dist, actorExists: options.actorExists });

  /** A page whose first view cannot be rendered is still served: the app renders it as before. */
  async function renderFirstView(manifest: BrandManifest, path: string, nonce: string, request: FastifyRequest): Promise<FirstViewHtml | null> {
    try {
      return (await options.firstView?.(manifest, path, nonce, request.headers.cookie, countryOfRequest(request))) ?? null;
    } catch (error) {
      request.log.warn({ err: error, path }, 'first view unavailable; serving the page without it');
      return null;
    }
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const [template, manifest] = await Promise.all([readFile(indexPath, 'utf8'), options.manifestFor(request)]);
    // index.html is the start page's file.
    const page = await pageStatus(request, manifest, path === '/index.html' ? '/' : path);
    if (page.status === 301) return reply.header('cache-control', 'no-cache').header('vary', 'Host').redirect(page.location, 301);
    const notFound = page.status === 404;
    const nonce = randomBytes(16).toString('base64');
    const firstView = notFound ? null : await renderFirstView(manifest, path, nonce, request);
    if (firstView?.link) reply.header('link', firstView.link);
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .header('content-security-policy', shellCsp(nonce, manifest))
      .send(renderIndexHtml(template, manifest, path, nonce, firstView, { notFound }));
  }

  await app.register(fastifyStatic, {
    root: options.dist,
    // Only reply.sendFile below: the page fallback and the service paths need the route's own decision.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, path) {
      response.setHeader('cache-control', cacheControlOf(path.replace(PRECOMPRESSED, '')));
    },
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isServicePath(path)) return reply.callNotFound();
    if (path !== '/' && path !== '/index.html') {
      const file = await findStaticFile(options.dist, path);
      if (file) {
        // Beside CORS's "Origin": the body depends on Accept-Encoding too.
        const vary = reply.getHeader('vary');
        return reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').sendFile(file);
      }
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendIndex(request, reply, path);
  });
}
