import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES, type RouteTable } from '@vx/shared/protocol';
import { getPage } from '../../testing/page';
import { useTestServer } from '../../testing/server';

const slugs = (de: string, en = de, nl = de, es = de) => ({ de, en, nl, es });
/** The shell's routes.json, as its build publishes it beside index.html. */
const SHELL_ROUTES: RouteTable = {
  home: slugs(''),
  termsOfService: slugs('agb/', 'terms-of-service/', 'algemene-voorwaarden/', 'terminos-del-servicio/'),
};
/** Remote tables shaped like the real ones: mf-chat and mf-media, which every brand composes, and mf-tv, which Amora does not. */
const REMOTE_ROUTES: Record<string, RouteTable> = {
  mf_chat: {
    cams: slugs('cams/'),
    newGirls: slugs('neue-girls/', 'new-girls/', 'nieuwe-girls/', 'chicas-nuevas/'),
    actorProfile: slugs('amateur/:actorName/'),
    actorVideo: slugs('amateur/:actorName/videos/:videoId/'),
  },
  mf_media: { videos: slugs('videos/'), searchVideos: slugs('suche/videos/:searchPattern/', 'search/videos/:searchPattern/', 'zoeken/videos/:searchPattern/', 'buscar/videos/:searchPattern/') },
  mf_tv: { tvLivestream: slugs('tv/') },
};

describe('page paths: 404 for what the brand has no route for, 301 to the canonical URL', () => {
  let remotes: Server;
  let root: string;
  const config: Record<string, string> = {};

  beforeAll(async () => {
    remotes = createServer((req, res) => {
      const remote = /^\/(mf_[a-z]+)\/routes\.json$/.exec(req.url ?? '')?.[1];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(REMOTE_ROUTES[remote ?? ''] ?? {}));
    });
    await new Promise<void>((resolve) => remotes.listen(0, '127.0.0.1', () => resolve()));
    const remoteBase = `http://127.0.0.1:${(remotes.address() as AddressInfo).port}`;
    root = mkdtempSync(join(tmpdir(), 'page-status-'));
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang=en><head><title>VisitX</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>');
    writeFileSync(join(dist, 'main.js'), 'console.log("shell");');
    writeFileSync(join(dist, 'routes.json'), JSON.stringify(SHELL_ROUTES));
    config.SHELL_DIST = dist;
    for (const name of REMOTE_NAMES) config[`REMOTE_${name.toUpperCase()}`] = `${remoteBase}/${name}/`;
  });
  const server = useTestServer({ seedActors: 5, config });
  afterAll(async () => {
    await new Promise<void>((resolve) => remotes.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  /** The stage name of a seeded actor, as the API spells it (with capitals). */
  const actorName = async (): Promise<string> => {
    const response = await fetch(`${server.rest}/actor/getActorDataByIdOrName/1`);
    return ((await response.json()) as { name: string }).name;
  };

  it.each(['/', '/en/', '/de/agb/', '/en/cams/', '/es/chicas-nuevas/', '/en/videos/', '/en/search/videos/Big%20Toys/', '/cams/'])(
    'answers %s with the page, 200, indexable',
    async (path) => {
      const response = await getPage(server.url, path);
      expect(response.status).toBe(200);
      expect(response.body).toContain('window.__BRAND__=');
      expect(response.body).not.toContain('noindex');
    },
  );

  it.each(['/en/no-such-page/', '/de/terms-of-service/', '/en/cams/extra/', '/en/amateur/', '/no-such-page/', '/nl/neue-girls/'])(
    'answers %s with the same localized page, 404 and noindex',
    async (path) => {
      const response = await getPage(server.url, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('window.__BRAND__=');
      expect(response.body).toContain(`<html lang="${path.startsWith('/nl/') ? 'nl' : path.startsWith('/de/') ? 'de' : 'en'}"`);
    },
  );

  it('knows a remote’s paths only on the brands that compose it', async () => {
    expect((await getPage(server.url, '/en/tv/', 'localhost')).status).toBe(200);
    expect((await getPage(server.url, '/en/tv/', 'amora.localhost')).status).toBe(404);
  });

  it('answers an existing actor’s profile pages 200, a missing actor’s 404', async () => {
    const name = (await actorName()).toLowerCase();
    expect((await getPage(server.url, `/en/amateur/${name}/`)).status).toBe(200);
    expect((await getPage(server.url, `/en/amateur/${name}/videos/12/`)).status).toBe(200);
    expect((await getPage(server.url, '/en/amateur/nobody-of-this-name/')).status).toBe(404);
    expect((await getPage(server.url, '/en/amateur/nobody-of-this-name/videos/12/')).status).toBe(404);
  });

  it('redirects a profile URL with capitals or without the trailing slash to the lowercase one, 301, query kept', async () => {
    const name = await actorName();
    expect(name).not.toBe(name.toLowerCase());
    for (const path of [`/en/amateur/${name}/`, `/en/amateur/${name}`, `/en/amateur/${name.toLowerCase()}`]) {
      const response = await getPage(server.url, `${path}?scrollTo=prices`);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(`/en/amateur/${name.toLowerCase()}/?scrollTo=prices`);
    }
    expect((await getPage(server.url, '/en/cams')).headers.location).toBe('/en/cams/');
    expect((await getPage(server.url, '/de')).headers.location).toBe('/de/');
    expect((await getPage(server.url, '/en/CAMS/')).headers.location).toBe('/en/cams/');
  });

  it('leaves files and the services alone', async () => {
    const file = await getPage(server.url, '/main.js');
    expect(file.status).toBe(200);
    expect(file.body).toBe('console.log("shell");');
    expect((await getPage(server.url, '/routes.json', 'localhost', { accept: 'application/json' })).status).toBe(200);
    expect((await getPage(server.url, '/rest/v1/alive')).status).toBe(200);
    expect((await getPage(server.url, '/brand.json', 'localhost', { accept: 'application/json' })).status).toBe(200);
    for (const path of ['/rest/v1/no-such-call', '/vxql/nothing', '/guest-service/nothing', '/demo-pay/nothing', '/demo-mail/x', '/demo-avs/x', '/demo-pincall/x']) {
      const response = await getPage(server.url, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect((await getPage(server.url, '/Rest/v1/alive')).headers.location).toBeUndefined();
  });

  it('sees a new shell build’s routes.json at once (the table is kept until the file changes)', async () => {
    const routesFile = join(root, 'dist', 'routes.json');
    expect((await getPage(server.url, '/en/news/')).status).toBe(404);
    writeFileSync(routesFile, JSON.stringify({ ...SHELL_ROUTES, news: slugs('neuigkeiten/', 'news/') }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(routesFile, later, later);
    try {
      expect((await getPage(server.url, '/en/news/')).status).toBe(200);
    } finally {
      writeFileSync(routesFile, JSON.stringify(SHELL_ROUTES));
    }
    expect((await getPage(server.url, '/en/news/')).status).toBe(404);
  });
});
