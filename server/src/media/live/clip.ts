import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActorLook } from '../character';
import { readRendition, runEncode, type EncodedRendition } from './encode';
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
    const encode = runEncode({ imagesDir: images, outputDir: temporary, toneHz: plan.toneHz });
    const kill = () => encode.kill();
    signal.addEventListener('abort', kill, { once: true });
    try {
      await encode.done;
    } finally {
      signal.removeEventListener('abort', kill);
    }
    const manifest: ClipManifest = {
      version: CLIP_VERSION,
      clip: look.id,
      genderType: look.genderType,
      toneHz: plan.toneHz,
      renditions: await Promise.all(RENDITIONS.map((rendition) => readRendition(temporary, rendition))),
    };
    await writeFile(join(temporary, 'manifest.json'), JSON.stringify(manifest));
    await rm(images, { recursive: true, force: true });
    try {
      await rename(temporary, dir);
    } catch (error) {
      // Another server process installed the same clip first: keep theirs.
      const theirs = await readManifest(dir);
      if (!theirs) throw error;
      return theirs;
    }
    return manifest;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
