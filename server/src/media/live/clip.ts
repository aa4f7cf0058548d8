import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActorLook } from '../character';
import { encodeUntilDone, readRendition, type EncodedRendition } from './encode';
import { planClip, renderClipImages } from './frames';
import { CLIP_VERSION, RENDITIONS } from './settings';

/**
 * One clip on disk: `<versionDir>/<clip>-<genderType>/{720p,360p}/seg-N.ts` and manifest.json,
 * which says what the playlists need (segments, durations, sizes, bandwidths, codecs). It is made
 * in a temporary folder and renamed into place, so a folder with a manifest is always complete,
 * even when the server was killed mid-encode or two servers made the same clip.
 */

export interface ClipManifest {
  version: string;
  /** The actor whose character it shows (the clip number). */
  clip: number;
  genderType: string;
  toneHz: number;
  renditions: EncodedRendition[];
}

export const clipDirName = (look: ActorLook) => `${look.id}-${look.genderType.replace(/[^A-Za-z]/g, '') || 'X'}`;

export async function readManifest(dir: string): Promise<ClipManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ClipManifest;
    return manifest.version === CLIP_VERSION ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Writes `manifest` into the finished temporary folder and renames it to `dir`; when another
 * server process installed the same folder first, keeps theirs (read with `read`).
 */
export async function installFolder<T>(temporary: string, dir: string, manifest: T, read: (dir: string) => Promise<T | null>): Promise<T> {
  await writeFile(join(temporary, 'manifest.json'), JSON.stringify(manifest));
  try {
    await rename(temporary, dir);
  } catch (error) {
    const theirs = await read(dir);
    if (!theirs) throw error;
    return theirs;
  }
  return manifest;
}

/** Renders, encodes and installs one clip; an abort kills its ffmpeg and leaves nothing behind. */
export async function makeClip(look: ActorLook, versionDir: string, signal: AbortSignal): Promise<ClipManifest> {
  const dir = join(versionDir, clipDirName(look));
  const temporary = join(versionDir, '.tmp', `${clipDirName(look)}-${process.pid}-${randomBytes(4).toString('hex')}`);
  const images = join(temporary, 'images');
  try {
    await mkdir(images, { recursive: true });
    const plan = planClip(look);
    await renderClipImages(plan, images);
    signal.throwIfAborted();
    await encodeUntilDone({ imagesDir: images, outputDir: temporary, toneHz: plan.toneHz }, signal);
    const manifest: ClipManifest = {
      version: CLIP_VERSION,
      clip: look.id,
      genderType: look.genderType,
      toneHz: plan.toneHz,
      renditions: await Promise.all(RENDITIONS.map((rendition) => readRendition(temporary, rendition))),
    };
    await rm(images, { recursive: true, force: true });
    return await installFolder(temporary, dir, manifest, readManifest);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
