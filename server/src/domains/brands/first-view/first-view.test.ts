import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@vx/shared/protocol';
import { useTestServer } from '../../../testing/server';
import { tileGridPath } from '@vx/shared/protocol';

const HTML = { accept: 'text/html' };
/** mf-chat's routes as its routes.json publishes them (only what the first view reads). */
const CHAT_ROUTES = {
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'camaras/' },
  actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
};

/** A page GET for a host (fetch cannot set Host; node:http can). */
function page(base: string, path: string, host = 'localhost'): Promise<{ headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { ...HTML, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const tileNames = (body: string) => [...body.matchAll(/<span class="fv-name">([^<]*)<\/span>/g)].map((match) => match[1]);
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the first view of the start page and the cams page', () => {
  let remotes: Server;
  let root: string;
  const config: Record<string, string> = {};

  beforeAll(async () => {
    remotes = createServer((req, res) => {
      const table = req.url === '/mf_chat/routes.json' ? CHAT_ROUTES : {};
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(table));
    });
    await new Promise<void>((resolve) => remotes.listen(0, '127.0.0.1', () => resolve()));
    const remoteBase = `http://127.0.0.1:${(remotes.address() as AddressInfo).port}`;
    root = mkdtempSync(join(tmpdir(), 'first-view-'));
    mkdirSync(join(root, 'dist'));
    // The build's minified template: unquoted attributes.
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html lang=en><head><title>VISIT-X</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>');
    config.SHELL_DIST = join(root, 'dist');
    for (const name of REMOTE_NAMES) config[`REMOTE_${name.toUpperCase()}`] = `${remoteBase}/${name}/`;
  });
  const server = useTestServer({ seedActors: 40, config });
  afterAll(async () => {
    await new Promise<void>((resolve) => remotes.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it('renders the start page: navbar, hero, the online actors of grid page 1 as links with images', async () => {
    const { body, headers } = await page(server.url, '/en/');
    const grid = (await (await fetch(`${server.rest}/${tileGridPath('onlineActors', { page: 1, pageSize: 12 })}`)).json()) as { data: { items: { name: string }[] } };
    expect(tileNames(body)).toEqual(grid.data.items.map((actor) => actor.name));
    expect(body).toContain('<a class="fv-brand" href="/en/">VisitX</a>');
    expect(body).toContain('<h1>Live cams and chats with real amateurs</h1>');
    expect(body).toContain('<a class="fv-button" href="/en/cams/">Browse all cams</a>');
    expect(body).toMatch(/<div id="first-view" class="fv-home">.*<\/div><div id="root" hidden><\/div>/);
    const name = grid.data.items[0]!.name;
    expect(body).toContain(`<a class="fv-tile" href="/en/amateur/${encodeURIComponent(name.toLowerCase())}/">`);
    const images = body.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(12);
    expect(images[0]).toMatch(/srcset="\/media\/actor\/\d+\/avatar\/320\.svg 320w, [^"]+ 1280w" sizes="\(min-width: 1200px\) 230px, [^"]+" width="640" height="480" alt="" loading="eager" decoding="async" fetchpriority="high">/);
    expect(images[1]).toContain('loading="eager"');
    expect(images[1]).not.toContain('fetchpriority');
    expect(images[2]).toContain('loading="lazy"');
    // The LCP image is preloaded in the head and by a Link header, in the grid's sizes.
    expect(body).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+ 1280w" imagesizes="\(min-width: 1200px\) 230px, [^"]+" fetchpriority="high">/);
    expect(String(headers.link)).toMatch(/^<\/media\/actor\/\d+\/avatar\/320\.svg>; rel=preload; as=image; imagesrcset="[^"]+"; imagesizes="[^"]+"; fetchpriority=high$/);
  });

  it('inlines the answers of the start page’s first requests, as the REST route gives them', async () => {
    const { body } = await page(server.url, '/');
    const inlined = /<script nonce="[^"]+">window\.__FIRST_VIEW__=(.*?)<\/script>/.exec(body);
    expect(inlined).not.toBeNull();
    const answers = JSON.parse(inlined![1]) as Record<string, unknown>;
    for (const type of ['onlineActors', 'newVideos']) {
      const path = tileGridPath(type, { page: 1, pageSize: 12 });
      expect(answers[path]).toEqual(await (await fetch(`${server.rest}/${path}`)).json());
    }
  });

  it('renders the cams page: its title and the first 12 actors of the default search', async () => {
    const { body } = await page(server.url, '/de/cams/');
    const search = await fetch(`${server.rest}/actorsearch/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, searchType: 'default', sortType: 'online_ranking', currentCollection: 3, searchConditions: { onlineOnly: true } }),
    });
    const { actors } = (await search.json()) as { actors: { name: string }[] };
    expect(actors.length).toBeGreaterThan(0);
    expect(tileNames(body)).toEqual(actors.slice(0, 12).map((actor) => actor.name));
    expect(body).toContain('<h1>Live-Cams</h1>');
    expect(body).toContain('<span class="fv-live">● Live</span>');
    expect(body).toContain('sizes="(min-width: 1200px) 16vw, (min-width: 768px) 25vw, 50vw" width="320" height="240"');
    // Its answer is the client's own request (posted with a request id): nothing inlined.
    expect(body).not.toContain('__FIRST_VIEW__');
  });

  it('finds the cams page where the route table puts it, in every language', async () => {
    expect((await page(server.url, '/es/camaras/')).body).toContain('<h1>Cámaras en vivo</h1>');
    expect((await page(server.url, '/es/cams/')).body).not.toContain('id="first-view"');
    expect((await page(server.url, '/nl/cams/')).body).toContain('<h1>Live cams</h1>');
    expect((await page(server.url, '/nl/')).body).toContain('<h1>Live cams en chats met echte amateurs</h1>');
    expect((await page(server.url, '/es/')).body).toContain('<h2>Conectadas ahora</h2>');
    expect((await page(server.url, '/de/')).body).toContain('<h2>Jetzt online</h2>');
  });

  it('gives an unknown path none, only the empty root', async () => {
    for (const path of ['/en/nothing-here/', '/xx/', '/en/cams/extra/']) {
      const { body } = await page(server.url, path);
      expect(body).not.toContain('first-view');
      expect(body).toContain('<div id=root></div>');
    }
  });

  it('puts the response’s nonce on its style and script, the brand’s colours in the style', async () => {
    const { body, headers } = await page(server.url, '/en/', 'amora.localhost');
    const nonce = nonceOf(String(headers['content-security-policy']));
    const tags = body.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // No style attribute: the CSP allows none.
    expect(body).not.toMatch(/\sstyle="/);
    expect(body).toContain('background:#fbf7f4');
    expect(body).toContain('>Amora</a>');
  });
});
