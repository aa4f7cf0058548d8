import { mixSeed, Rng } from '../seed/random';

/**
 * Abstract, safe-for-work artwork as SVG: a two-colour gradient, a few soft translucent shapes and
 * an optional monogram. Everything is derived from a numeric seed, so an image never changes and
 * can be cached forever. The drawing uses a fixed viewBox; width and height are the requested
 * pixel size, so the browser reserves the space before the file arrives (no layout shift).
 */

export type Aspect = 'square' | 'landscape';
export type Motif = 'monogram' | 'play' | 'frame';

export interface ArtOptions {
  seed: number;
  width: number;
  aspect: Aspect;
  motif: Motif;
  /** Up to two letters; shown by the monogram motif. */
  initials?: string;
  /** Accessible name of the image. */
  label: string;
}

const VIEW = { square: [400, 400], landscape: [400, 300] } as const;

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

function motifMarkup(options: ArtOptions, w: number, h: number): string {
  const cx = w / 2;
  const cy = h / 2;
  switch (options.motif) {
    case 'monogram': {
      const letters = escapeXml((options.initials ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase());
      return `<text x="${cx}" y="${cy}" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-size="${Math.round(h * 0.32)}" font-weight="700" fill="#fff" fill-opacity=".9">${letters}</text>`;
    }
    case 'play':
      return `<circle cx="${cx}" cy="${cy}" r="44" fill="#000" fill-opacity=".25"/><path d="M${cx - 14} ${cy - 22}v44l36-22z" fill="#fff" fill-opacity=".9"/>`;
    case 'frame':
      return `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" rx="18" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>`;
  }
}

export function renderArt(options: ArtOptions): string {
  const rng = new Rng(mixSeed(options.seed, 0x5ead));
  const [w, h] = VIEW[options.aspect];
  const height = options.aspect === 'square' ? options.width : Math.round((options.width * 3) / 4);
  const hue = rng.int(0, 359);
  const from = hslToHex(hue, rng.int(55, 80), rng.int(42, 55));
  const to = hslToHex((hue + rng.int(35, 90)) % 360, rng.int(55, 80), rng.int(25, 40));
  const shapes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const colour = hslToHex((hue + rng.int(0, 180)) % 360, rng.int(60, 90), rng.int(55, 75));
    const opacity = (0.18 + rng.next() * 0.27).toFixed(2);
    const x = rng.int(0, w);
    const y = rng.int(0, h);
    shapes.push(
      rng.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${rng.int(50, 160)}" fill="${colour}" fill-opacity="${opacity}"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${rng.int(60, 190)}" ry="${rng.int(30, 110)}" transform="rotate(${rng.int(-60, 60)} ${x} ${y})" fill="${colour}" fill-opacity="${opacity}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${height}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(options.label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}<rect width="${w}" height="${h}" fill="url(#l)"/>` +
    motifMarkup(options, w, h) +
    `</svg>`
  );
}

/** Initials for a monogram: "LunaRose" gives "LR", "LenaAndTom" "LT", "Ela" "EL". */
export function initialsOf(name: string): string {
  // A couple's "LenaAndTom" reads best as "LT".
  const capitals = name.replace(/And(?=[A-Z])/, '').match(/[A-Z]/g) ?? [];
  if (capitals.length >= 2) return capitals[0] + capitals[1];
  const letters = name.replace(/[^A-Za-z]/g, '');
  return (letters.slice(0, 2) || '?').toUpperCase();
}
