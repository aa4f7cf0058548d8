import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, brandManifestSchema, type BrandManifest } from '@vx/shared/protocol';
import { useTestServer } from '../../testing/server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** fetch cannot set Host; node:http can, sends the path exactly as written and does not decompress. */
function rawGetBytes(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse & { bytes: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const rawGet = (base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> => rawGetBytes(base, path, headers);
/** A chunk large enough to be worth compressing, with the .br and .gz files the shell's build makes beside it. */
const CHUNK = `export const words = ${JSON.stringify('shell '.repeat(800))};`;

const HTML = { accept: 'text/html,application/xhtml+xml' };
/** A route pattern that tries to break out of the inline script. */
const HOSTILE_PATTERN = '</script><script>alert(1)</script>';

describe('brands: brand.json and the shell', () => {
  let remotes: Server;
  let remoteBase: string;
  let dist: string;
  /** The server's shell and remotes, filled in by the first beforeAll. */
  const config: Record<string, string> = {};

  beforeAll(async () => {
    // One fake remote host serving a routes.json per remote folder.
    remotes = createServer((req, res) => {
      const match = /^\/(mf_[a-z]+)\/routes\.json$/.exec(req.url ?? '');
      if (!match) return void res.writeHead(404).end();
      const table = { [`${match[1].replace('mf_', '')}Home`]: { de: 'a/', en: 'a/', nl: 'a/', es: HOSTILE_PATTERN } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(table));
    });
    await new Promise<void>((resolve) => remotes.listen(0, '127.0.0.1', () => resolve()));
    remoteBase = `http://127.0.0.1:${(remotes.address() as AddressInfo).port}`;

    const root = mkdtempSync(join(tmpdir(), 'shell-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><style>body{margin:0}</style><script src="/assets/main.0123456789abcdef.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'main.0123456789abcdef.js'), 'console.log("shell");');
    writeFileSync(join(dist, 'favicon.ico'), 'ico');
    writeFileSync(join(dist, 'assets', 'chunk.89abcdef.js'), CHUNK);
    writeFileSync(join(dist, 'assets', 'chunk.89abcdef.js.br'), brotliCompressSync(CHUNK));
    writeFileSync(join(dist, 'assets', 'chunk.89abcdef.js.gz'), gzipSync(CHUNK));
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    writeFileSync(join(root, 'secret.txt'), 'outside');

    config.SHELL_DIST = dist;
    for (const name of REMOTE_NAMES) config[`REMOTE_${name.toUpperCase()}`] = `${remoteBase}/${name}/`;
  });
  const server = useTestServer({ seedActors: 5, config });

  afterAll(async () => {
    await new Promise<void>((resolve) => remotes.close(() => resolve()));
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  const manifestFor = async (host: string): Promise<BrandManifest> => {
    const response = await rawGet(server.url, '/brand.json', { host });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return brandManifestSchema.parse(JSON.parse(response.body));
  };

  describe('/brand.json', () => {
    it('gives the other brand its three remotes, theme, link and modal', async () => {
      const amora = await manifestFor('amora.localhost:4000');
      expect(amora).toMatchObject({ id: 'amora', theme: 'amora', features: { brandModal: true, spanishAvsModal: false } });
      expect(amora.remotes.map((r) => r.name)).toEqual(['mf_chat', 'mf_messenger', 'mf_media']);
      expect(amora.links.becomeModel).not.toBe((await manifestFor('localhost')).links.becomeModel);
    });

    it('publishes each remote’s entry and the route table read from the remote', async () => {
      const main = await manifestFor('localhost:4000');
      expect(main.id).toBe('visitx');
      expect(main.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
      const chat = main.remotes[0];
      expect(chat.entry).toBe(`${remoteBase}/mf_chat/remoteEntry.js`);
      expect(chat.routes).toEqual({ chatHome: { de: 'a/', en: 'a/', nl: 'a/', es: HOSTILE_PATTERN } });
    });

    it('gives the Spanish market its language and AVS modal, and unknown hosts the main brand', async () => {
      const es = await manifestFor('es.localhost');
      expect(es).toMatchObject({ id: 'visitx-es', defaultLanguage: 'es', features: { spanishAvsModal: true } });
      expect(es.remotes).toHaveLength(6);
      expect((await manifestFor('unknown.example:8080')).id).toBe('visitx');
    });
  });

  describe('the shell', () => {
    it('serves index.html with the host’s manifest inlined, "<" escaped, no-cache', async () => {
      const response = await rawGet(server.url, '/', { ...HTML, host: 'amora.localhost:4000' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain(HOSTILE_PATTERN);
      const match = /<script nonce="[^"]+">window\.__BRAND__=(.*?)<\/script>/.exec(response.body);
      expect(match).not.toBeNull();
      expect(match![1]).not.toContain('<');
      expect(match![1]).toContain('\\u003c/script');
      const manifest = brandManifestSchema.parse(JSON.parse(match![1]));
      expect(manifest.id).toBe('amora');
      expect(manifest.remotes[0].routes.chatHome.es).toBe(HOSTILE_PATTERN);
    });

    it('sends a CSP with a fresh nonce on every inline script and style, the brand’s remotes allowed', async () => {
      const pages = await Promise.all([1, 2].map(() => rawGet(server.url, '/en/cams/', { ...HTML, host: 'amora.localhost' })));
      const [nonceA, nonceB] = pages.map((page) => {
        const csp = String(page.headers['content-security-policy']);
        const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})'/.exec(csp)?.[1];
        expect(nonce).toBeDefined();
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' ${remoteBase}`);
        expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
        expect(csp).toContain(`connect-src 'self' ${remoteBase}`);
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('unsafe-inline');
        // Every inline element carries it, and the shell finds it for emotion's styles.
        const tags = page.body.match(/<(script|style)\b[^>]*>/g) ?? [];
        expect(tags).toHaveLength(3);
        for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
        expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        return nonce;
      });
      expect(nonceA).not.toBe(nonceB);
    });

    it('sets the document language from the path prefix, else the brand default', async () => {
      expect((await rawGet(server.url, '/de/cams/', { ...HTML, host: 'localhost' })).body).toContain('<html lang="de"');
      expect((await rawGet(server.url, '/cams/', { ...HTML, host: 'es.localhost' })).body).toContain('<html lang="es"');
      expect((await rawGet(server.url, '/en/amateur/lena/', { ...HTML, host: 'es.localhost' })).body).toContain('<html lang="en"');
    });

    it('serves hashed assets forever and other files with revalidation', async () => {
      const asset = await rawGet(server.url, '/assets/main.0123456789abcdef.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log("shell");');
      const icon = await rawGet(server.url, '/favicon.ico');
      expect(icon.headers['content-type']).toBe('image/x-icon');
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('sends brotli or gzip to a client that accepts it, the plain file to one that does not', async () => {
      const path = '/assets/chunk.89abcdef.js';
      const br = await rawGetBytes(server.url, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(CHUNK);
      const gzip = await rawGetBytes(server.url, path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(CHUNK);
      const plain = await rawGetBytes(server.url, path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(CHUNK);
    });

    it.each(['/.env', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%00.js'])(
      'never serves %s',
      async (path) => {
        const response = await rawGet(server.url, path, { accept: 'application/json' });
        expect(response.status).toBe(404);
        expect(response.body).not.toContain('SECRET');
        expect(response.body).not.toContain('outside');
      },
    );

    it('leaves API paths to the API: JSON 404, even for a browser', async () => {
      for (const path of ['/rest/v1/no-such-call', '/media/no/such/file.svg', '/vxql/nothing']) {
        const response = await rawGet(server.url, path, HTML);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
    });

    it('answers 404 to a non-HTML request for an unknown path', async () => {
      expect((await rawGet(server.url, '/some/page', { accept: 'application/json' })).status).toBe(404);
    });
  });
});
