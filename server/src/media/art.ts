import { mixSeed, Rng } from '../seed/random';
import { castOf, expressionFor, NEUTRAL, personSvg, type ActorLook, type Cast, type Expression } from './character';

/**
 * The actor's pictures as SVG: her illustrated character (character.ts) on a soft backdrop, framed
 * differently per picture. Everything is derived from her id and the picture's seed, so an image
 * never changes and can be cached forever. The drawing uses a fixed viewBox; width and height are
 * the requested pixel size, so the browser reserves the space before the file arrives (no layout
 * shift).
 */

export type Aspect = 'square' | 'landscape';
/** Drawn over the picture: a play button on video previews, a photo frame on album pictures. */
export type Motif = 'none' | 'play' | 'frame';

export interface ArtOptions {
  actor: ActorLook;
  /** Which picture of her: decides expression, backdrop and framing. Her avatar is shot 0. */
  shot: number;
  width: number;
  aspect: Aspect;
  motif: Motif;
  /** Accessible name of the image. */
  label: string;
}

export const VIEW = { square: [400, 400], landscape: [400, 300] } as const;

export function hslToHex(hue: number, saturation: number, lightness: number): string {
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

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/**
 * A light two-colour gradient around `hue` with a few translucent bokeh circles: light enough that
 * the line art stays readable. Used by the live stream's frames too, with her own hue.
 */
export function backdrop(rng: Rng, hue: number, w: number, h: number): string {
  // Unique per picture, so two pictures inlined in one document never share a gradient.
  const id = `bg${rng.int(0, 0xffffff).toString(36)}`;
  const from = hslToHex(hue, rng.int(45, 70), rng.int(74, 84));
  const to = hslToHex((hue + rng.int(20, 60)) % 360, rng.int(40, 65), rng.int(52, 64));
  const circles: string[] = [];
  for (let i = 0; i < 4; i++) {
    const opacity = (0.12 + rng.next() * 0.2).toFixed(2);
    circles.push(`<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${rng.int(Math.round(h / 8), Math.round(h / 3))}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>${circles.join('')}`
  );
}

export interface Placement {
  /** Top-left corner and side of the square each person's 980×980 drawing is scaled into. */
  x: number;
  y: number;
  size: number;
  /** Degrees, around the drawing's centre. */
  tilt: number;
  flip: boolean;
}

/** Places one person's drawing; flipped people look the other way (Lorelei faces right). */
export function placePerson(svg: string, place: Placement): string {
  const nested = svg.replace(/^<svg /, `<svg x="${place.x}" y="${place.y}" width="${place.size}" height="${place.size}" `);
  const cx = place.x + place.size / 2;
  const cy = place.y + place.size / 2;
  const transforms = [place.tilt ? `rotate(${place.tilt} ${cx} ${cy})` : '', place.flip ? `matrix(-1 0 0 1 ${2 * cx} 0)` : ''].filter(Boolean);
  return transforms.length ? `<g transform="${transforms.join(' ')}">${nested}</g>` : nested;
}

/**
 * Where the people stand in a w×h picture. A couple stands side by side, the right one flipped so
 * they face each other. `zoom` 1 is a head-and-shoulders portrait; more is closer.
 */
export function framing(cast: Cast, w: number, h: number, zoom: number, shiftX: number, tilt: number, flip: boolean): Placement[] {
  if (cast.people.length === 1) {
    const size = Math.round(h * 1.04 * zoom);
    return [{ x: Math.round((w - size) / 2 + shiftX), y: Math.round(h - size * 0.97), size, tilt, flip }];
  }
  // Two heads must fit the width too (a square avatar is narrower than a landscape picture).
  const size = Math.round(Math.min(h * 0.86, w * 0.64) * zoom);
  const gap = size * 0.33;
  // A couple already fills the width: a full shift would push one of them out of the picture.
  const shift = shiftX * 0.3;
  // Smaller heads are lifted a little, so a couple's avatar is not all empty sky.
  const y = Math.round(h - size * 0.97 - (h - size) * 0.25);
  return [
    { x: Math.round(w / 2 - gap - size / 2 + shift), y, size, tilt, flip: false },
    { x: Math.round(w / 2 + gap - size / 2 + shift), y, size, tilt: -tilt, flip: true },
  ];
}

function motifMarkup(motif: Motif, w: number, h: number): string {
  const cx = w / 2;
  const cy = h / 2;
  switch (motif) {
    case 'none':
      return '';
    case 'play':
      return `<circle cx="${cx}" cy="${cy}" r="44" fill="#000" fill-opacity=".45"/><path d="M${cx - 14} ${cy - 22}v44l36-22z" fill="#fff" fill-opacity=".92"/>`;
    case 'frame':
      return `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="14" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5"/>`;
  }
}

/** The picture's pose: the avatar (shot 0) is her neutral, centred portrait; every other shot varies. */
function pose(shot: number, rng: Rng): { expression: Expression; zoom: number; shiftX: number; tilt: number; flip: boolean } {
  if (shot === 0) return { expression: NEUTRAL, zoom: 1, shiftX: 0, tilt: 0, flip: false };
  return {
    expression: expressionFor(rng),
    zoom: rng.pick([0.8, 0.9, 1, 1, 1.15]),
    shiftX: rng.int(-70, 70),
    tilt: rng.int(-8, 8),
    flip: rng.chance(0.4),
  };
}

export function renderArt(options: ArtOptions): string {
  const cast = castOf(options.actor);
  const rng = new Rng(mixSeed(options.actor.id, options.shot, 0xa7));
  const [w, h] = VIEW[options.aspect];
  const height = options.aspect === 'square' ? options.width : Math.round((options.width * 3) / 4);
  const hue = options.shot === 0 ? cast.hue : (cast.hue + rng.int(-50, 50) + 360) % 360;
  const background = backdrop(rng, hue, w, h);
  const { expression, zoom, shiftX, tilt, flip } = pose(options.shot, rng);
  const people = framing(cast, w, h, zoom, options.aspect === 'square' ? 0 : shiftX, tilt, flip)
    .map((place, index) => placePerson(personSvg(cast.people[index], expression), place))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${height}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(options.label)}">` +
    background +
    people +
    motifMarkup(options.motif, w, h) +
    `</svg>`
  );
}
