import type { ActorTile, BrandManifest } from '@vx/shared/protocol';
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

const chat = { name: 'mf_chat', entry: 'http://remote/mf-manifest.json', routes: { cams: slugs('cams/'), actorProfile: slugs('amateur/:actorName/') } } as const;
const media = { name: 'mf_media', entry: 'http://remote/mf-manifest.json', routes: { videos: slugs('videos/') } } as const;

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
