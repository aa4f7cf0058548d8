import type { ActorProfile, ActorTile, BrandManifest } from '@vx/shared/protocol';
import { MOBILE_PROFILE_SECTIONS, PROFILE_SECTIONS } from '@vx/shared/constants';
import { formatPrice } from '@vx/shared/money';
import { escapeHtml, scriptJson } from '../../../http/html';
import type { Crumb, FirstViewData } from './data';
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
  /** The page's part of the tab title, as the client's page sets it; null where the client's comes from elsewhere. */
  title: string | null;
}

type Image = ActorTile['avatar'];
type TilePage = Extract<FirstViewPage, { kind: 'home' | 'cams' }>;

const srcSet = (image: Image) => `${image.w320} 320w, ${image.w640} 640w, ${image.w1280} 1280w`;

/** How the profile shows its pictures: mf-chat/src/pages/ActorProfile (ProfileShell's Header, ActorProfilePage's Sedcards). */
const PROFILE = { avatarSizes: '96px', sedcardSizes: '(min-width: 992px) 30vw, 80vw' } as const;


function tileHtml(actor: ActorTile, index: number, page: TilePage, manifest: BrandManifest): string {
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

/** A crumb's link as the client's Breadcrumbs gives it: the last is the page, a route the brand lacks is text. */
function crumbHtml(crumb: Crumb, last: boolean, page: FirstViewPage, manifest: BrandManifest): string {
  const label = escapeHtml(crumb.label);
  // The start page is the shell's own route, the same path in every language.
  const params = Object.fromEntries(Object.entries(crumb.params).map(([key, value]) => [key, String(value)]));
  const href = crumb.routeName === 'home' ? `/${page.language}/` : routePath(manifest, crumb.routeName, page.language, params);
  const item = last || !href ? `<span${last ? ' aria-current="page"' : ''}>${label}</span>` : `<a href="${escapeHtml(href)}">${label}</a>`;
  return `<li>${item}${last ? '' : '<span aria-hidden="true"> › </span>'}</li>`;
}

/**
 * The top of an actor's profile as the app shows a visitor (mf-chat's ProfileShell and
 * ActorProfilePage): breadcrumbs, avatar, name, online state and badges, the pin button's place,
 * the section links, and the strip of her pictures, the page's LCP image first.
 */
function profileHtml(page: FirstViewPage, profile: { actor: ActorProfile; crumbs: Crumb[] }, manifest: BrandManifest): string {
  const t = FIRST_VIEW_STRINGS[page.language].chat;
  const { actor, crumbs } = profile;
  const name = escapeHtml(actor.name);
  const breadcrumbs =
    crumbs.length < 2
      ? ''
      : `<nav class="fv-crumbs" aria-label="${escapeHtml(t.breadcrumb)}"><ol>${crumbs.map((crumb, index) => crumbHtml(crumb, index === crumbs.length - 1, page, manifest)).join('')}</ol></nav>`;
  const avatar = `<img class="fv-avatar" src="${escapeHtml(actor.avatar.w320)}" srcset="${escapeHtml(srcSet(actor.avatar))}" sizes="${PROFILE.avatarSizes}" width="96" height="96" alt=""${actor.sedcards.length ? '' : ' fetchpriority="high"'}>`;
  const badges = [
    `<span class="fv-badge fv-state${actor.isOnline ? ' fv-on' : ''}"><span aria-hidden="true">● </span>${escapeHtml(actor.isOnline ? t['profile.online'] : t['profile.offline'])}</span>`,
    actor.star ? `<span class="fv-badge fv-star">★ ${escapeHtml(t['profile.star'])}</span>` : '',
    actor.isTopAmateur ? `<span class="fv-badge fv-top-amateur">${escapeHtml(t['profile.topAmateur'])}</span>` : '',
  ].join('');
  // The pin button needs the app: here it only holds its place.
  const pin = `<span class="fv-button"><span aria-hidden="true">♡ </span>${escapeHtml(t['profile.pin'])}</span>`;
  const header = `<div class="fv-top"><header class="fv-head">${avatar}<div class="fv-who"><h1>${name}</h1><div class="fv-badges">${badges}</div></div></header>${pin}</div>`;
  const actorName = actor.name.toLowerCase();
  const sections = PROFILE_SECTIONS.flatMap((section) => {
    const href = routePath(manifest, section, page.language, { actorName });
    if (!href) return [];
    const current = section === 'actorProfile';
    const link = `<a href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(t[`profile.section.${section}`])}</a>`;
    return [`<li${current || MOBILE_PROFILE_SECTIONS.includes(section) ? '' : ' class="fv-wide"'}>${link}</li>`];
  });
  const nav = sections.length < 2 ? '' : `<nav class="fv-sections" aria-label="${escapeHtml(t['profile.sections'])}"><ul>${sections.join('')}</ul></nav>`;
  const pictures = actor.sedcards.map((image, index) => {
    const alt = fill(t['profile.pictureAlt'], { name: actor.name, number: index + 1 });
    const load = index === 0 ? 'loading="eager" decoding="async" fetchpriority="high"' : 'loading="lazy" decoding="async"';
    return `<li><img src="${escapeHtml(image.w640)}" srcset="${escapeHtml(srcSet(image))}" sizes="${PROFILE.sedcardSizes}" width="640" height="480" alt="${escapeHtml(alt)}" ${load}></li>`;
  });
  const strip = pictures.length
    ? `<ul class="fv-sedcards" aria-label="${escapeHtml(fill(t['profile.pictures'], { name: actor.name }))}" tabindex="0">${pictures.join('')}</ul>`
    : '';
  return `${breadcrumbs}${header}${nav}<div class="fv-columns"><div class="fv-column">${strip}</div></div>`;
}

function mainHtml(page: FirstViewPage, data: FirstViewData, manifest: BrandManifest): string {
  if (page.kind === 'profile') return data.profile ? profileHtml(page, data.profile, manifest) : '';
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

/** The page's LCP image, its fallback source and the sizes it is shown at. */
function lcpImage(page: FirstViewPage, data: FirstViewData): { image: Image; href: string; sizes: string } | null {
  if (page.kind === 'profile') {
    const actor = data.profile?.actor;
    if (!actor) return null;
    // Her first picture; without pictures, the avatar is the largest image.
    const sedcard = actor.sedcards[0];
    return sedcard ? { image: sedcard, href: sedcard.w640, sizes: PROFILE.sedcardSizes } : { image: actor.avatar, href: actor.avatar.w320, sizes: PROFILE.avatarSizes };
  }
  const first = data.actors[0];
  return first ? { image: first.avatar, href: first.avatar.w320, sizes: TILES[page.kind].sizes } : null;
}

/** The LCP image's preload: the first tile's (the profile's first picture), in the sizes the page shows it at. */
function preload(page: FirstViewPage, data: FirstViewData): { tag: string; link: string } | null {
  const lcp = lcpImage(page, data);
  if (!lcp) return null;
  const { href, sizes } = lcp;
  const set = srcSet(lcp.image);
  return {
    tag: `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(set)}" imagesizes="${sizes}" fetchpriority="high">`,
    link: `<${encodeURI(href)}>; rel=preload; as=image; imagesrcset="${set}"; imagesizes="${sizes}"; fetchpriority=high`,
  };
}

/** The title the client's page gives itself (HomePage, CamsPage); the profile's is the SEO text the app asks for. */
function pageTitle(page: FirstViewPage): string | null {
  const t = FIRST_VIEW_STRINGS[page.language];
  if (page.kind === 'home') return t.shell['home.title'];
  return page.kind === 'cams' ? t.chat['cams.title'] : null;
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
    title: pageTitle(page),
  };
}
