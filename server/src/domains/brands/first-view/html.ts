import type { ActorTile, BrandManifest } from '@vx/shared/protocol';
import { formatPrice } from '@vx/shared/money';
import { escapeHtml, scriptJson } from '../../../http/html';
import type { FirstViewData } from './data';
import { routePath, type FirstViewPage } from './page';
import { FIRST_VIEW_STRINGS, fill } from './strings';
import { firstViewCss } from './styles';

/** How each page's tiles show their image and how many load at once, as the client's grid does. */
const TILES = {
  // shell/src/pages/Home/Tiles.tsx (TILE_SIZES, EAGER_TILES)
  home: {
    sizes: '(min-width: 1200px) 230px, (min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 400px) 33vw, 50vw',
    width: 640,
    height: 480,
    eager: 2,
  },
  // mf-chat/src/components/ActorTile/ActorTile.tsx and SearchResults.tsx (FIRST_ROW)
  cams: { sizes: '(min-width: 1200px) 16vw, (min-width: 768px) 25vw, 50vw', width: 320, height: 240, eager: 6 },
} as const;

export interface FirstViewHtml {
  /** For the end of <head>: the LCP image's preload, the style block, the inlined REST answers. */
  head: string;
  /** Replaces the empty #root: the first view, and #root hidden until the app takes over. */
  body: string;
  /** The Link header preloading the LCP image, or null when there is no tile. */
  link: string | null;
}

const srcSet = (image: ActorTile['avatar']) => `${image.w320} 320w, ${image.w640} 640w, ${image.w1280} 1280w`;

function tileHtml(actor: ActorTile, index: number, page: FirstViewPage, manifest: BrandManifest): string {
  const t = FIRST_VIEW_STRINGS[page.language];
  const look = TILES[page.kind];
  const home = page.kind === 'home';
  const href =
    routePath(manifest, 'actorProfile', page.language, { actorName: actor.name.toLowerCase() }) ??
    (home ? routePath(manifest, 'cams', page.language) : null);
  const priority = index === 0 ? ' fetchpriority="high"' : '';
  const image = `<img src="${escapeHtml(actor.avatar.w320)}" srcset="${escapeHtml(srcSet(actor.avatar))}" sizes="${look.sizes}" width="${look.width}" height="${look.height}" alt="" loading="${index < look.eager ? 'eager' : 'lazy'}" decoding="async"${priority}>`;
  const live = actor.isOnline ? `<span class="fv-live">${escapeHtml(home ? t.shell['home.online'] : `● ${t.chat.online}`)}</span>` : '';
  const age = home ? fill(t.shell['home.age'], { age: actor.profile.age }) : String(actor.profile.age);
  const perMinute = fill(home ? t.shell['home.perMinute'] : t.chat.pricePerMinute, { price: formatPrice(actor.chatPrices.videoChat, page.language) });
  const text = `<div class="fv-line"><span class="fv-name">${escapeHtml(actor.name)}</span><span class="fv-age">${escapeHtml(age)}</span></div><div class="fv-price">${escapeHtml(perMinute)}</div>`;
  const inner = `<div class="fv-img">${image}${live}</div>${home ? text : `<div class="fv-body">${text}</div>`}`;
  const frame = href ? `<a class="fv-tile" href="${escapeHtml(href)}">${inner}</a>` : `<div class="fv-tile">${inner}</div>`;
  return `<li data-testid="first-view-tile">${frame}</li>`;
}

function mainHtml(page: FirstViewPage, data: FirstViewData, manifest: BrandManifest): string {
  const t = FIRST_VIEW_STRINGS[page.language];
  const grid = (label: string) =>
    `<ul class="fv-grid" aria-label="${escapeHtml(label)}">${data.actors.map((actor, index) => tileHtml(actor, index, page, manifest)).join('')}</ul>`;
  if (page.kind === 'home') {
    const title = fill(t.shell['home.heroTitle'], { brand: manifest.name });
    const cams = routePath(manifest, 'cams', page.language);
    // The signup button needs the app: here it only holds its place (a guest's start page shows it).
    const cta = `<span class="fv-button fv-primary">${escapeHtml(t.shell['home.ctaSignup'])}</span>${cams ? `<a class="fv-button" href="${escapeHtml(cams)}">${escapeHtml(t.shell['home.ctaCams'])}</a>` : ''}`;
    return `<section class="fv-hero"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.shell['home.heroText'])}</p><div class="fv-cta">${cta}</div></section><section class="fv-section"><h2>${escapeHtml(t.shell['home.onlineNow'])}</h2>${grid(t.shell['home.onlineNow'])}</section>`;
  }
  return `<header class="fv-header"><h1>${escapeHtml(t.chat['cams.title'])}</h1></header>${grid(t.chat['cams.title'])}`;
}

/**
 * The cookie banner a guest without a choice meets (shell/src/layout/ConsentBanner), in its place and
 * size: it is the largest text on a phone, so the app's copy must not paint as a later, larger one.
 * Its buttons need the app; until it takes over they only hold their places.
 */
function consentHtml(page: FirstViewPage): string {
  const t = FIRST_VIEW_STRINGS[page.language].shell;
  const [before, privacy = '', after = ''] = t['consent.text'].split(/<\/?privacy>/);
  const text = `${escapeHtml(before)}<span class="fv-privacy">${escapeHtml(privacy)}</span>${escapeHtml(after)}`;
  const buttons = [t['consent.acceptAll'], t['consent.rejectAll']].map((label) => `<span class="fv-button">${escapeHtml(label)}</span>`).join('');
  return `<section class="fv-consent" aria-labelledby="fv-consent-title"><div class="fv-consent-in"><div><h2 id="fv-consent-title">${escapeHtml(t['consent.title'])}</h2><p>${text}</p></div><div class="fv-consent-actions">${buttons}<span class="fv-button fv-ghost">${escapeHtml(t['consent.settings'])}</span></div></div></section>`;
}

/** The LCP image: the first tile's, in the sizes its grid shows it at. */
function preload(page: FirstViewPage, data: FirstViewData): { tag: string; link: string } | null {
  const first = data.actors[0];
  if (!first) return null;
  const { sizes } = TILES[page.kind];
  const set = srcSet(first.avatar);
  return {
    tag: `<link rel="preload" as="image" href="${escapeHtml(first.avatar.w320)}" imagesrcset="${escapeHtml(set)}" imagesizes="${sizes}" fetchpriority="high">`,
    link: `<${encodeURI(first.avatar.w320)}>; rel=preload; as=image; imagesrcset="${set}"; imagesizes="${sizes}"; fetchpriority=high`,
  };
}

/**
 * The server-rendered first view of a page (docs/ARCHITECTURE.md "First view"): navbar bar, the
 * page's heading and first tiles as plain links, painted before any JavaScript has run.
 */
export function renderFirstView(page: FirstViewPage, data: FirstViewData, manifest: BrandManifest, nonce: string, consentDecided: boolean): FirstViewHtml {
  const lcp = preload(page, data);
  // The start page is the shell's own route, the same path in every language.
  const home = `/${page.language}/`;
  const answers = Object.keys(data.answers).length ? `<script nonce="${nonce}">window.__FIRST_VIEW__=${scriptJson(data.answers)}</script>` : '';
  return {
    head: `${lcp?.tag ?? ''}<style nonce="${nonce}">${firstViewCss(manifest)}</style>${answers}`,
    body: `<div id="first-view" class="fv-${page.kind}"><header class="fv-nav"><div class="fv-bar"><a class="fv-brand" href="${escapeHtml(home)}">${escapeHtml(manifest.name)}</a></div></header><main class="fv-main"><div class="fv-c">${mainHtml(page, data, manifest)}</div></main>${consentDecided ? '' : consentHtml(page)}</div><div id="root" hidden></div>`,
    link: lcp?.link ?? null,
  };
}
