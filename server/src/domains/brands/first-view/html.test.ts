import type { ActorProfile, ActorTile, BrandManifest } from '@vx/shared/protocol';
import type { Crumb } from './data';
import { renderFirstView } from './html';
import { firstViewPageOf } from './page';

const slugs = (slug: string) => ({ de: slug, en: slug, nl: slug, es: slug });
const HOSTILE = '<img src=x onerror=alert(1)>"\'&';

function manifest(remotes: BrandManifest['remotes'], name = 'VisitX'): BrandManifest {
  return {
    id: 'visitx',
    name,
    theme: 'visitx',
    defaultLanguage: 'de',
    hosts: ['localhost'],
    links: { becomeModel: 'https://example.com/a', helpCenter: 'https://example.com/b' },
    features: { brandModal: false, spanishAvsModal: false },
    remotes,
  } as BrandManifest;
}

const chat = { name: 'mf_chat', entry: 'http://remote/remoteEntry.js', routes: { cams: slugs('cams/'), actorProfile: slugs('amateur/:actorName/') } } as const;
const media = { name: 'mf_media', entry: 'http://remote/remoteEntry.js', routes: { videos: slugs('videos/') } } as const;

const actor = (id: number, name: string): ActorTile => ({
  id,
  name,
  isOnline: true,
  freeChat: false,
  avatar: { w320: `/media/actor/${id}/avatar/320.svg`, w640: `/media/actor/${id}/avatar/640.svg`, w1280: `/media/actor/${id}/avatar/1280.svg` },
  profile: { age: 23, threeWords: '', languages: ['de'], country: 'DE' },
  genderType: 'F',
  chatFeatures: { livePreview: false, hd: true, audio: false, dildocontrol: false },
  chatPrices: { videoChat: { value: 199, currency: 'EUR' } },
  isVoyeurChatAvailable: false,
  isTopAmateur: false,
  star: false,
});

const images = (id: number, kind: string) => ({ w320: `/media/actor/${id}/${kind}/320.svg`, w640: `/media/actor/${id}/${kind}/640.svg`, w1280: `/media/actor/${id}/${kind}/1280.svg` });

/** The fields of a profile answer the first view reads. */
const profile = (name: string, changes: Partial<ActorProfile> = {}) =>
  ({
    ...actor(3, name),
    sedcards: [images(3, 'sedcard-1'), images(3, 'sedcard-2')],
    ...changes,
  }) as ActorProfile;

const crumbs = (name: string): Crumb[] => [
  { label: 'Home', routeName: 'home', params: {} },
  { label: name, routeName: 'actorProfile', params: { actorName: name.toLowerCase() } },
];

describe('firstViewPageOf', () => {
  it('knows the start page at / (brand language) and /{language}/', () => {
    const brand = manifest([chat]);
    expect(firstViewPageOf(brand, '/')).toEqual({ kind: 'home', language: 'de' });
    expect(firstViewPageOf(brand, '/es/')).toEqual({ kind: 'home', language: 'es' });
    expect(firstViewPageOf(brand, '/en')).toEqual({ kind: 'home', language: 'en' });
  });

  it('knows the cams page only where a route table has it', () => {
    expect(firstViewPageOf(manifest([chat]), '/en/cams/')).toEqual({ kind: 'cams', language: 'en' });
    expect(firstViewPageOf(manifest([media]), '/en/cams/')).toBeNull();
    expect(firstViewPageOf(manifest([chat]), '/en/videos/')).toBeNull();
    expect(firstViewPageOf(manifest([chat]), '/cams/')).toBeNull();
  });

  it('knows an actor profile where a route table has it, naming her as the page’s call does', () => {
    const brand = manifest([chat]);
    expect(firstViewPageOf(brand, '/en/amateur/Lena_Sun/')).toEqual({ kind: 'profile', language: 'en', actor: 'lena_sun' });
    expect(firstViewPageOf(brand, '/nl/amateur/lena.sun')).toEqual({ kind: 'profile', language: 'nl', actor: 'lena.sun' });
    expect(firstViewPageOf(brand, '/de/amateur/%4Cena/')).toEqual({ kind: 'profile', language: 'de', actor: 'lena' });
    expect(firstViewPageOf(brand, '/es/amateur/42/')).toEqual({ kind: 'profile', language: 'es', actor: 42 });
    expect(firstViewPageOf(manifest([media]), '/en/amateur/lena/')).toBeNull();
    for (const path of ['/en/amateur/', '/en/amateur/lena/videos/', '/amateur/lena/', '/en/amateur/0/', '/en/amateur/a%20b/', '/en/amateur/%E0%A4%A/', `/en/amateur/${encodeURIComponent(HOSTILE)}/`, `/en/amateur/${'a'.repeat(41)}/`]) {
      expect([path, firstViewPageOf(brand, path)]).toEqual([path, null]);
    }
  });
});

describe('renderFirstView', () => {
  it('escapes every text and attribute it writes', () => {
    const html = renderFirstView(
      { kind: 'home', language: 'en' },
      { actors: [actor(1, HOSTILE)], answers: { 'tileGrid/x': { name: '</script><script>alert(1)</script>' } } },
      manifest([chat], HOSTILE),
      'n0nce',
      true,
    );
    expect(html.body).not.toContain(HOSTILE);
    expect(html.body).not.toContain('<img src=x');
    expect(html.body).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
    expect(html.body).toContain('href="/en/amateur/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%22&#39;%26/"');
    expect(html.head).not.toContain('</script><script>');
    expect(html.head).toContain('<script nonce="n0nce">window.__FIRST_VIEW__=');
  });

  it('links tiles to the cams page when the brand has no profiles, and to nothing without either', () => {
    const page = { kind: 'home', language: 'en' } as const;
    const camsOnly = { ...chat, routes: { cams: slugs('cams/') } };
    expect(renderFirstView(page, { actors: [actor(1, 'Lena')], answers: {} }, manifest([camsOnly]), 'n', true).body).toContain('<a class="fv-tile" href="/en/cams/">');
    expect(renderFirstView(page, { actors: [actor(1, 'Lena')], answers: {} }, manifest([media]), 'n', true).body).toContain('<div class="fv-tile">');
  });

  it('shows no preload when there is no tile', () => {
    const html = renderFirstView({ kind: 'cams', language: 'de' }, { actors: [], answers: {} }, manifest([chat]), 'n', true);
    expect(html.link).toBeNull();
    expect(html.head).not.toContain('preload');
  });

  it('escapes the actor’s name wherever a profile writes it', () => {
    const page = { kind: 'profile', language: 'en', actor: 'x' } as const;
    const brand = manifest([{ ...chat, routes: { ...chat.routes, actorAbout: slugs('amateur/:actorName/about-me/') } }]);
    const html = renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile(HOSTILE), crumbs: crumbs(HOSTILE) } }, brand, 'n', true);
    const escaped = '&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;';
    expect(html.body).not.toContain(HOSTILE);
    expect(html.body).not.toContain('<img src=x');
    expect(html.body).toContain(`<h1>${escaped}</h1>`);
    expect(html.body).toContain(`<span aria-current="page">${escaped}</span>`);
    expect(html.body).toContain(`aria-label="Pictures of ${escaped}"`);
    expect(html.body).toContain(`alt="${escaped}, picture 2"`);
    expect(html.body).toContain('<a href="/en/amateur/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%22&#39;%26/" aria-current="page">Overview</a>');
  });

  it('shows the profile’s top in the app’s order: trail, avatar and name with badges, pin button, sections, pictures', () => {
    const page = { kind: 'profile', language: 'en', actor: 'lena' } as const;
    const brand = manifest([{ ...chat, routes: { ...chat.routes, actorPictures: slugs('amateur/:actorName/pictures/'), actorTopCams: slugs('amateur/:actorName/top-cams/') } }]);
    const online = renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile('Lena', { star: true }), crumbs: crumbs('Lena') } }, brand, 'n', true).body;
    const order = ['fv-crumbs', 'fv-avatar', '<h1>Lena</h1>', 'fv-state fv-on', 'fv-star', 'Add to favourites', 'fv-sections', 'fv-sedcards'].map((part) => online.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(online).toContain('<span aria-hidden="true">● </span>Online now</span>');
    expect(online).not.toContain('fv-top-amateur');
    expect(online).toContain('<li><a href="/en/amateur/lena/pictures/">Pictures</a></li><li class="fv-wide"><a href="/en/amateur/lena/top-cams/">Top cams</a></li>');
    const offline = renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile('Lena', { isOnline: false }), crumbs: [] } }, brand, 'n', true).body;
    expect(offline).toContain('<span class="fv-badge fv-state"><span aria-hidden="true">● </span>Offline</span>');
    // No trail (the call gave none) and no section links where the brand has only the profile.
    expect(offline).not.toContain('fv-crumbs');
    expect(renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile('Lena'), crumbs: [] } }, manifest([chat]), 'n', true).body).not.toContain('fv-sections');
  });

  it('preloads the profile’s first picture, else her avatar', () => {
    const page = { kind: 'profile', language: 'de', actor: 'lena' } as const;
    const withPictures = renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile('Lena'), crumbs: [] } }, manifest([chat]), 'n', true);
    expect(withPictures.link).toBe(
      '</media/actor/3/sedcard-1/640.svg>; rel=preload; as=image; imagesrcset="/media/actor/3/sedcard-1/320.svg 320w, /media/actor/3/sedcard-1/640.svg 640w, /media/actor/3/sedcard-1/1280.svg 1280w"; imagesizes="(min-width: 992px) 30vw, 80vw"; fetchpriority=high',
    );
    expect(withPictures.body.match(/fetchpriority="high"/g)).toHaveLength(1);
    const without = renderFirstView(page, { actors: [], answers: {}, profile: { actor: profile('Lena', { sedcards: [] }), crumbs: [] } }, manifest([chat]), 'n', true);
    expect(without.link).toMatch(/^<\/media\/actor\/3\/avatar\/320\.svg>; .*imagesizes="96px"; fetchpriority=high$/);
    expect(without.body).toContain('class="fv-avatar" src="/media/actor/3/avatar/320.svg"');
    expect(without.body).toMatch(/class="fv-avatar"[^>]*fetchpriority="high"/);
  });

  it('shows the cookie banner, in the page language, only to a guest who has not chosen', () => {
    const page = { kind: 'cams', language: 'de' } as const;
    const undecided = renderFirstView(page, { actors: [], answers: {} }, manifest([chat]), 'n', false).body;
    expect(undecided).toContain('<h2 id="fv-consent-title">Cookies auf dieser Seite</h2>');
    expect(undecided).toContain('Cookie-Einstellungen ändern. <span class="fv-privacy">Datenschutz</span></p>');
    expect(undecided).toContain('Alle akzeptieren');
    expect(undecided.indexOf('fv-consent')).toBeLessThan(undecided.indexOf('<div id="root"'));
    expect(renderFirstView(page, { actors: [], answers: {} }, manifest([chat]), 'n', true).body).not.toContain('fv-consent');
  });
});
