import { BREAKPOINTS, MOBILE_MENU_MAX_WIDTH } from '@vx/shared/constants';
import type { BrandManifest } from '@vx/shared/protocol';
import { themes } from '@vx/shared/theme';

const min = (px: number) => `@media (min-width:${px}px)`;

/**
 * The first view's one style block: the theme's colours and the geometry of the client's navbar
 * (shell/src/layout/Navbar), Container, Button, TileGrid (shared/src/ui), tiles (shell's Home/Tiles.tsx,
 * mf-chat's ActorTile) and the top of an actor's profile (mf-chat's Breadcrumbs, ProfileShell and
 * ActorProfilePage's Sedcards), so the app's page takes its place without moving anything.
 */
export function firstViewCss(manifest: BrandManifest): string {
  const theme = themes[manifest.theme];
  const { colors: c, radius, fontSize: f } = theme;
  const space = theme.space;
  return `#first-view{background:${c.background};color:${c.text};font-family:${theme.font}}
#first-view *,#first-view *::before,#first-view *::after{box-sizing:border-box}
.fv-nav{position:sticky;top:0;z-index:100;background:${c.surface};border-bottom:1px solid ${c.border}}
.fv-bar{display:flex;align-items:center;height:56px;max-width:1440px;margin:0 auto;padding:0 ${space(2)}px}
.fv-brand{padding:0 ${space(1)}px;font-size:${f.lead}px;font-weight:800;letter-spacing:.02em;color:${c.text};text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${min(MOBILE_MENU_MAX_WIDTH)}{.fv-bar{padding:0 ${space(6)}px}.fv-brand{font-size:${f.subsection}px}}
.fv-main{min-height:100vh}
.fv-c{width:100%;max-width:1440px;margin:0 auto;padding:0 ${space(3)}px}
${min(BREAKPOINTS.md)}{.fv-c{padding:0 ${space(6)}px}}
.fv-hero{padding:${space(8)}px 0 ${space(2)}px}
${min(BREAKPOINTS.md)}{.fv-hero{padding:${space(12)}px 0 ${space(4)}px}}
.fv-hero h1{margin:0;max-width:880px;font-size:clamp(${f.display}px,6vw,56px);line-height:1.1;font-weight:800;letter-spacing:-.01em}
.fv-hero p{margin:${space(4)}px 0 0;max-width:680px;font-size:${f.lead}px;line-height:1.5;color:${c.textMuted}}
.fv-cta{display:flex;flex-wrap:wrap;gap:${space(3)}px;margin-top:${space(6)}px;min-height:44px}
.fv-button{display:inline-flex;align-items:center;justify-content:center;font-weight:600;min-height:40px;padding:0 ${space(4)}px;border-radius:${radius}px;text-decoration:none;border:1px solid ${c.border};color:${c.text}}
.fv-primary{background:${c.primary};color:${c.primaryText};border-color:transparent}
.fv-section{margin-top:${space(8)}px}
.fv-section h2{margin:0 0 ${space(3)}px;min-height:40px;font-size:${f.section}px;line-height:30px}
.fv-header{margin:${space(6)}px 0 ${space(3)}px}
.fv-header h1{margin:0;font-size:${f.page}px}
.fv-grid{list-style:none;margin:0;padding:0;display:grid;gap:${space(3)}px;grid-template-columns:repeat(2,minmax(0,1fr))}
${min(BREAKPOINTS.xs)}{.fv-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
${min(BREAKPOINTS.sm)}{.fv-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
${min(BREAKPOINTS.md)}{.fv-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
${min(BREAKPOINTS.lg)}{.fv-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.fv-tile{display:block;color:${c.text};text-decoration:none;border-radius:${radius}px}
.fv-img{position:relative;aspect-ratio:4/3;overflow:hidden;border-radius:${radius}px;background:${c.surfaceRaised}}
.fv-img img{display:block;width:100%;height:100%;object-fit:cover}
.fv-live{position:absolute;left:6px;top:6px;display:inline-flex;align-items:center;gap:6px;padding:2px 8px;border-radius:${radius}px;background:rgba(0,0,0,.75);color:#fff;font-size:${f.caption}px;font-weight:600;line-height:18px}
.fv-live::before{content:"";width:8px;height:8px;border-radius:50%;background:${c.online}}
.fv-line{display:flex;gap:6px;margin-top:8px;height:22px;line-height:22px}
.fv-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:700;min-width:0}
.fv-age{color:${c.textMuted};flex-shrink:0}
.fv-price{margin-top:4px;height:20px;line-height:20px;font-size:${f.small}px;color:${c.textMuted};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fv-cams .fv-img{overflow:visible;background:none}
.fv-cams .fv-img img{height:auto;aspect-ratio:4/3;border-radius:${radius}px;background:${c.surfaceRaised}}
.fv-cams .fv-live{top:8px;left:8px;border-radius:999px;font-weight:700;background:rgba(0,0,0,.7);color:${c.online};gap:0}
.fv-cams .fv-live::before{content:none}
.fv-cams .fv-body{padding:8px 2px 0}
.fv-cams .fv-line{margin-top:0;justify-content:space-between;gap:8px;height:auto;line-height:inherit;font-weight:700}
.fv-cams .fv-age{color:inherit}
.fv-cams .fv-price{margin-top:0;height:auto;line-height:inherit}
.fv-crumbs{font-size:${f.small}px;margin:16px 0 0}
.fv-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0}
.fv-crumbs li{color:${c.textMuted};overflow-wrap:anywhere}
.fv-crumbs a{color:${c.textMuted}}
.fv-top{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;gap:12px}
.fv-head{display:flex;align-items:center;gap:16px;flex-wrap:wrap;margin:24px 0 16px}
.fv-avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;background:${c.surfaceRaised}}
.fv-who{flex:1 1 200px;min-width:0}
.fv-who h1{margin:0;font-size:${f.page}px;overflow-wrap:anywhere}
.fv-badges{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.fv-badge{display:inline-block;padding:2px 8px;border-radius:999px;font-size:${f.caption}px;font-weight:700}
.fv-state{background:${c.surfaceRaised};color:${c.textMuted}}
.fv-state.fv-on{color:${c.online}}
.fv-star{background:${c.accent};color:#1a1a1a}
.fv-top-amateur{background:${c.primary};color:${c.primaryText}}
.fv-sections{margin:12px 0 16px;overflow-x:auto}
.fv-sections ul{list-style:none;display:flex;gap:16px;margin:0;padding:0 0 6px;white-space:nowrap}
.fv-sections a{color:${c.textMuted};font-weight:400;text-decoration:none;text-underline-offset:6px}
.fv-sections a[aria-current]{color:${c.text};font-weight:700;text-decoration:underline}
@media (max-width:${MOBILE_MENU_MAX_WIDTH - 0.02}px){.fv-sections .fv-wide{display:none}}
.fv-columns{display:grid;gap:24px;padding-bottom:32px}
.fv-column{display:grid;gap:24px;min-width:0}
.fv-sedcards{list-style:none;margin:0;padding:0 0 8px;display:grid;grid-auto-flow:column;grid-auto-columns:minmax(240px,80%);gap:8px;overflow-x:auto;scroll-snap-type:x mandatory}
.fv-sedcards li{scroll-snap-align:start}
.fv-sedcards img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:${radius}px;background:${c.surfaceRaised}}
${min(BREAKPOINTS.md)}{.fv-columns{grid-template-columns:minmax(0,2fr) minmax(280px,1fr);align-items:start}.fv-sedcards{grid-auto-columns:minmax(260px,45%)}}
.fv-consent{position:sticky;bottom:0;z-index:90;max-height:70vh;overflow-y:auto;background:${c.surfaceRaised};border-top:1px solid ${c.border};box-shadow:0 -8px 24px rgba(0,0,0,.35)}
.fv-consent-in{max-width:1440px;margin:0 auto;padding:${space(3)}px;display:grid;grid-template-columns:minmax(0,1fr);gap:${space(2)}px}
.fv-consent h2{margin:0;font-size:${f.body}px}
.fv-consent p{margin:4px 0 0;font-size:${f.small}px;line-height:1.4}
.fv-privacy{text-decoration:underline}
.fv-consent-actions{display:flex;flex-wrap:wrap;gap:${space(2)}px;font-size:${f.small}px}
.fv-consent-actions>.fv-button{flex:1 1 auto;padding:0 ${space(3)}px}
.fv-ghost{border-color:transparent}
${min(BREAKPOINTS.md)}{.fv-consent-in{padding:${space(4)}px ${space(6)}px;grid-template-columns:minmax(0,1fr) auto;align-items:center;column-gap:${space(6)}px}.fv-consent-actions{font-size:${f.body}px}.fv-consent-actions>.fv-button{flex:0 0 auto;padding:0 ${space(4)}px}}`;
}
