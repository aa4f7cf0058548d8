import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { escapeXml } from '../art';
import type { ActorLook } from '../character';
import { installFolder } from '../live/clip';
import { encodeUntilDone, readRendition, type EncodedRendition } from '../live/encode';
import { FRAME, LAYER, LAYER_ORIGIN, planClip, renderClipImages, type ClipPlan } from '../live/frames';
import { CLIP, RENDITIONS } from '../live/settings';
import { VOD, VOD_VERSION } from './settings';

/**
 * One video's own encoded material on disk: `<versionDir>/<videoId>/{720p,360p}/seg-N.ts` (the title
 * card), `sprite.png` (the thumbnail tiles: the card, then each second of her camera's loop) and
 * `manifest.json`. Made in a temporary folder and renamed into place, like a live clip, so a folder
 * with a manifest is always complete.
 */

export interface VideoCardInput {
  videoId: number;
  title: string;
  actor: ActorLook;
}

export interface CardManifest {
  version: string;
  videoId: number;
  /** The card's renditions (same names, sizes and codecs as the live clip's). */
  renditions: EncodedRendition[];
  /** Tiles in sprite.png, left to right: 0 the card, 1 + s second s of the loop. */
  spriteTiles: number;
}

/** Longest title drawn on the card; longer ones end with an ellipsis. */
const TITLE_CHARS = 42;

/** Her backdrop with the video's title in a band above her head (the layer starts below it). */
export function cardBackdrop(backdropSvg: string, title: string): string {
  const text = title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1).trimEnd()}…` : title;
  const band =
    `<rect x="0" y="0" width="${FRAME.width}" height="${LAYER_ORIGIN.y}" fill="#000" fill-opacity="0.45"/>` +
    `<text x="${FRAME.width / 2}" y="${Math.round(LAYER_ORIGIN.y * 0.66)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" ` +
    `font-size="44" font-weight="bold" fill="#fff">${escapeXml(text)}</text>`;
  return backdropSvg.replace(/<\/svg>\s*$/, `${band}</svg>`);
}

/** The card's plan: the captioned backdrop and her calm pose for the card's whole length. */
export function cardPlan(actor: ActorLook, title: string): ClipPlan {
  const clip = planClip(actor);
  const [first] = clip.timeline;
  return {
    backdropSvg: cardBackdrop(clip.backdropSvg, title),
    poses: new Map([[first.file, clip.poses.get(first.file)!]]),
    timeline: [{ file: first.file, frames: CLIP.fps * VOD.cardSeconds }],
    toneHz: clip.toneHz,
  };
}

const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The pose showing at `second` of the camera's loop. */
function poseAt(plan: ClipPlan, second: number): string {
  let frame = second * CLIP.fps;
  for (const beat of plan.timeline) {
    if (frame < beat.frames) return beat.file;
    frame -= beat.frames;
  }
  return plan.timeline[plan.timeline.length - 1].file;
}

/** The sprite's SVG: the card, then one tile per second of her loop, each her pose over the backdrop. */
export function spriteSvg(actor: ActorLook, title: string): { svg: string; tiles: number } {
  const clip = planClip(actor);
  const card = cardPlan(actor, title);
  const { thumbWidth: w, thumbHeight: h } = VOD;
  const tile = (index: number, backdrop: string, pose: string) =>
    `<svg x="${index * w}" y="0" width="${w}" height="${h}" viewBox="0 0 ${FRAME.width} ${FRAME.height}">${inner(backdrop)}` +
    `<svg x="${LAYER_ORIGIN.x}" y="${LAYER_ORIGIN.y}" width="${LAYER.width}" height="${LAYER.height}" viewBox="0 0 ${LAYER.width} ${LAYER.height}">${inner(pose)}</svg></svg>`;
  const seconds = CLIP.segments * CLIP.segmentSeconds;
  const tiles = [tile(0, card.backdropSvg, [...card.poses.values()][0])];
  for (let second = 0; second < seconds; second++) tiles.push(tile(second + 1, clip.backdropSvg, clip.poses.get(poseAt(clip, second))!));
  const width = w * tiles.length;
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}">${tiles.join('')}</svg>`, tiles: tiles.length };
}

export async function readCardManifest(dir: string): Promise<CardManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as CardManifest;
    return manifest.version === VOD_VERSION ? manifest : null;
  } catch {
    return null;
  }
}

/** Renders, encodes and installs one video's card and sprite; an abort kills its ffmpeg. */
export async function makeCard(input: VideoCardInput, versionDir: string, signal: AbortSignal): Promise<CardManifest> {
  const dir = join(versionDir, String(input.videoId));
  const temporary = join(versionDir, '.tmp', `${input.videoId}-${process.pid}-${randomBytes(4).toString('hex')}`);
  const images = join(temporary, 'images');
  try {
    await mkdir(images, { recursive: true });
    const plan = cardPlan(input.actor, input.title);
    const sprite = spriteSvg(input.actor, input.title);
    await renderClipImages(plan, images, true);
    const spritePng = await renderAsync(sprite.svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } });
    await writeFile(join(temporary, 'sprite.png'), spritePng.asPng());
    signal.throwIfAborted();
    await encodeUntilDone({ imagesDir: images, outputDir: temporary, toneHz: plan.toneHz, seconds: VOD.cardSeconds }, signal);
    const manifest: CardManifest = {
      version: VOD_VERSION,
      videoId: input.videoId,
      renditions: await Promise.all(RENDITIONS.map((rendition) => readRendition(temporary, rendition))),
      spriteTiles: sprite.tiles,
    };
    await rm(images, { recursive: true, force: true });
    return await installFolder(temporary, dir, manifest, readCardManifest);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
