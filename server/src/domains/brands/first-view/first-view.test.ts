import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { actorProfileSchema, breadcrumbResponseSchema, REMOTE_NAMES, tileGridPath, type ActorProfile } from '@vx/shared/protocol';
import { getPage } from '../../../testing/page';
import { useTestServer } from '../../../testing/server';

/** mf-chat's routes as its routes.json publishes them (only what the first view reads). */
const CHAT_ROUTES = {
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'camaras/' },
  actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
  actorAbout: { de: 'amateur/:actorName/ueber-mich/', en: 'amateur/:actorName/about-me/', nl: 'amateur/:actorName/over-mij/', es: 'amateur/:actorName/sobre-mi/' },
  actorLiveShow: { de: 'amateur/:actorName/live-show/', en: 'amateur/:actorName/live-show/', nl: 'amateur/:actorName/live-show/', es: 'amateur/:actorName/live-show/' },
};
/** Addresses geoip-lite places in Switzerland and Germany; the test server trusts 127.0.0.1 as its proxy. */
const FROM = { CH: { 'x-forwarded-for': '81.62.0.1' }, DE: { 'x-forwarded-for': '217.160.0.1' } };

const imagesIn = (html: string) => html.match(/<img [^>]*>/g) ?? [];
const tileNames = (body: string) => [...body.matchAll(/<span class="fv-name">([^<]*)<\/span>/g)].map((match) => match[1]);
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the first view of the start page, the cams page and an actor profile', () => {
  let remotes: Server;
  let root: string;
  // 127.0.0.1 is the trusted proxy: X-Forwarded-For decides the viewer's address and country.
  const config: Record<string, string> = { TRUST_PROXY: '127.0.0.1' };

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
    const { body, headers } = await getPage(server.url, '/en/');
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
    const { body } = await getPage(server.url, '/');
    const inlined = /<script nonce="[^"]+">window\.__FIRST_VIEW__=(.*?)<\/script>/.exec(body);
    expect(inlined).not.toBeNull();
    const answers = JSON.parse(inlined![1]) as Record<string, unknown>;
    for (const type of ['onlineActors', 'newVideos']) {
      const path = tileGridPath(type, { page: 1, pageSize: 12 });
      expect(answers[path]).toEqual(await (await fetch(`${server.rest}/${path}`)).json());
    }
  });

  it('renders the cams page: its title and the first 12 actors of the default search', async () => {
    const { body } = await getPage(server.url, '/de/cams/');
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
    expect((await getPage(server.url, '/es/camaras/')).body).toContain('<h1>Cámaras en vivo</h1>');
    expect((await getPage(server.url, '/es/cams/')).body).not.toContain('id="first-view"');
    expect((await getPage(server.url, '/nl/cams/')).body).toContain('<h1>Live cams</h1>');
    expect((await getPage(server.url, '/nl/')).body).toContain('<h1>Live cams en chats met echte amateurs</h1>');
    expect((await getPage(server.url, '/es/')).body).toContain('<h2>Conectadas ahora</h2>');
    expect((await getPage(server.url, '/de/')).body).toContain('<h2>Jetzt online</h2>');
  });

  it('gives an unknown path none, only the empty root', async () => {
    for (const path of ['/en/nothing-here/', '/xx/', '/en/cams/extra/']) {
      const { body } = await getPage(server.url, path);
      expect(body).not.toContain('first-view');
      expect(body).toContain('<div id=root></div>');
    }
  });

  it('titles the page as the app does, with the brand of the host, never the template’s name', async () => {
    expect((await getPage(server.url, '/de/cams/')).body).toContain('<title>Live-Cams | VisitX</title>');
    expect((await getPage(server.url, '/en/')).body).toContain('<title>Live cams, videos and chats | VisitX</title>');
    expect((await getPage(server.url, '/en/nothing-here/')).body).toContain('<title>VisitX</title>');
    const { body } = await getPage(server.url, '/en/cams/', 'amora.localhost');
    expect(body).toContain('<title>Live cams | Amora</title>');
    expect(body).not.toContain('VISIT-X');
  });

  it('puts the response’s nonce on its style and script, the brand’s colours in the style', async () => {
    const { body, headers } = await getPage(server.url, '/en/', 'amora.localhost');
    const nonce = nonceOf(String(headers['content-security-policy']));
    const tags = body.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // No style attribute: the CSP allows none.
    expect(body).not.toMatch(/\sstyle="/);
    expect(body).toContain('background:#fbf7f4');
    expect(body).toContain('>Amora</a>');
  });
  /** The profile's REST answer and breadcrumb trail for a visitor, as the page asks for them. */
  async function profileOf(idOrName: number | string, language = 'en'): Promise<{ actor: ActorProfile; crumbs: { label: string }[] }> {
    const actor = actorProfileSchema.parse(await (await fetch(`${server.rest}/actor/getActorDataByIdOrName/${idOrName}?language=${language}`)).json());
    const trail = await fetch(`${server.rest}/breadcrumb/actorProfileOverview?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { actorId: actor.id } }),
    });
    return { actor, crumbs: breadcrumbResponseSchema.parse(await trail.json()).data.breadcrumb };
  }

  it('renders an actor profile: trail, avatar, name, online state, section links and her pictures, the first preloaded', async () => {
    const { actor, crumbs } = await profileOf(5);
    expect(actor.sedcards.length).toBeGreaterThan(1);
    const path = `/en/amateur/${actor.name.toLowerCase()}/`;
    const { body, headers } = await getPage(server.url, path);
    expect(body).toMatch(/<div id="first-view" class="fv-profile">.*<\/div><div id="root" hidden><\/div>/);
    expect(body).toContain(`<h1>${actor.name}</h1>`);
    expect(body).toContain(`<span class="fv-badge fv-state${actor.isOnline ? ' fv-on' : ''}"><span aria-hidden="true">● </span>${actor.isOnline ? 'Online now' : 'Offline'}</span>`);
    // The trail the page's breadcrumb call gives, the start page linked, the profile itself current.
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Home', actor.name]);
    expect(body).toContain(`<nav class="fv-crumbs" aria-label="Breadcrumb"><ol><li><a href="/en/">Home</a><span aria-hidden="true"> › </span></li><li><span aria-current="page">${actor.name}</span></li></ol></nav>`);
    // The section links of the brand's tables; the ones a phone hides are marked.
    expect(body).toContain(`<li><a href="${path}" aria-current="page">Overview</a></li><li><a href="${path}about-me/">About me</a></li><li class="fv-wide"><a href="${path}live-show/">Live show</a></li>`);
    const [avatar, ...pictures] = imagesIn(body);
    expect(avatar).toBe(`<img class="fv-avatar" src="${actor.avatar.w320}" srcset="${actor.avatar.w320} 320w, ${actor.avatar.w640} 640w, ${actor.avatar.w1280} 1280w" sizes="96px" width="96" height="96" alt="">`);
    expect(pictures.map((img) => /src="([^"]+)"/.exec(img)![1])).toEqual(actor.sedcards.map((image) => image.w640));
    expect(pictures[0]).toBe(
      `<img src="${actor.sedcards[0]!.w640}" srcset="${actor.sedcards[0]!.w320} 320w, ${actor.sedcards[0]!.w640} 640w, ${actor.sedcards[0]!.w1280} 1280w" sizes="(min-width: 992px) 30vw, 80vw" width="640" height="480" alt="${actor.name}, picture 1" loading="eager" decoding="async" fetchpriority="high">`,
    );
    expect(pictures[1]).toContain('loading="lazy"');
    expect(pictures[1]).not.toContain('fetchpriority');
    expect(body).toContain(`<ul class="fv-sedcards" aria-label="Pictures of ${actor.name}" tabindex="0">`);
    // Her first picture is the LCP image: preloaded in the head and by a Link header, in the strip's sizes.
    const sizes = '(min-width: 992px) 30vw, 80vw';
    expect(body).toContain(`<link rel="preload" as="image" href="${actor.sedcards[0]!.w640}" imagesrcset="${actor.sedcards[0]!.w320} 320w, `);
    expect(body).toContain(`imagesizes="${sizes}" fetchpriority="high">`);
    expect(String(headers.link)).toBe(
      `<${actor.sedcards[0]!.w640}>; rel=preload; as=image; imagesrcset="${actor.sedcards[0]!.w320} 320w, ${actor.sedcards[0]!.w640} 640w, ${actor.sedcards[0]!.w1280} 1280w"; imagesizes="${sizes}"; fetchpriority=high`,
    );
    // The answer depends on the guest, whom a page GET does not know: nothing inlined.
    expect(body).not.toContain('__FIRST_VIEW__');
  });

  it('finds the actor as the page’s call does: by name in any case, by id, in the page’s language', async () => {
    const { actor } = await profileOf(6, 'de');
    for (const path of [`/de/amateur/${actor.name.toUpperCase()}/`, '/de/amateur/6/', `/de/amateur/${actor.name.toLowerCase()}`]) {
      const { body } = await getPage(server.url, path);
      expect([path, body]).toEqual([path, expect.stringContaining(`<h1>${actor.name}</h1>`)]);
      expect(body).toContain(`<span class="fv-badge fv-state${actor.isOnline ? ' fv-on' : ''}"><span aria-hidden="true">● </span>${actor.isOnline ? 'Jetzt online' : 'Offline'}</span>`);
      expect(body).toContain(`alt="${actor.name}, Bild 1"`);
      expect(body).toContain('<a href="/de/">Startseite</a>');
    }
  });

  it('shows a star’s and a top amateur’s badges, and preloads the avatar of an actor without pictures', async () => {
    await server.database.db.execute(sql`UPDATE actors SET sedcard_count = 0, star = true, top_amateur = true WHERE id = 8`);
    const { actor } = await profileOf(8);
    const { body, headers } = await getPage(server.url, `/en/amateur/${actor.name.toLowerCase()}/`);
    expect(body).toContain('<span class="fv-badge fv-star">★ Star</span><span class="fv-badge fv-top-amateur">Top amateur</span>');
    expect(body).not.toContain('<ul class="fv-sedcards"');
    expect(imagesIn(body)).toEqual([expect.stringContaining(`src="${actor.avatar.w320}"`)]);
    expect(imagesIn(body)[0]).toContain('fetchpriority="high"');
    expect(String(headers.link)).toMatch(new RegExp(`^<${actor.avatar.w320}>; rel=preload; .*imagesizes="96px"; fetchpriority=high$`));
  });

  it('gives an unknown actor, a name the page’s call refuses and other actor pages none, and never fails', async () => {
    const { actor } = await profileOf(7);
    const name = actor.name.toLowerCase();
    for (const path of ['/en/amateur/nobody-by-this-name/', '/en/amateur/0/', '/en/amateur/99999/', '/en/amateur/a%20b/', `/en/amateur/${'x'.repeat(41)}/`, '/en/amateur/%3Cscript%3E/', `/en/amateur/${name}/videos/`, '/en/amateur//']) {
      const { status, body, headers } = await getPage(server.url, path);
      expect([path, status]).toEqual([path, 200]);
      expect(body).not.toContain('first-view');
      expect(body).toContain('<div id=root></div>');
      expect(headers.link).toBeUndefined();
    }
  });

  it('gives an actor not shown in the viewer’s country none (the page says she is unavailable)', async () => {
    await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{CH}' WHERE id = 9`);
    const { actor } = await profileOf(9);
    const path = `/en/amateur/${actor.name.toLowerCase()}/`;
    expect((await getPage(server.url, path, 'localhost', FROM.CH)).body).not.toContain('first-view');
    expect((await getPage(server.url, path, 'localhost', FROM.DE)).body).toContain(`<h1>${actor.name}</h1>`);
    expect((await getPage(server.url, path)).body).toContain(`<h1>${actor.name}</h1>`);
  });
});
