import { spawn } from 'node:child_process';
import { ensureExecutable, ffmpegPath } from '../../../media/live/encode';

/**
 * Re-encodes a picture with the ffmpeg the server ships (@ffmpeg-installer/linux-x64): decoded and
 * drawn again as a JPEG of at most `maxSide` pixels, flattened onto white (a transparent PNG has no
 * black background), with no metadata, so EXIF and GPS data never leave the server. Rejects when
 * ffmpeg cannot read the bytes as a picture.
 */

/** Longest side of the stored full picture and of its thumbnail, in pixels. */
export const IMAGE_MAX_SIDE = 1600;
export const THUMBNAIL_MAX_SIDE = 320;
/** A picture that takes longer is not one a guest should send (a decompression bomb): ffmpeg is killed. */
const TIMEOUT_MS = 15_000;

export class ImageUnreadable extends Error {
  constructor(reason: string) {
    super(`not a readable image: ${reason}`);
    this.name = 'ImageUnreadable';
  }
}

export function jpegArgs(maxSide: number): string[] {
  const fit = `scale='min(${maxSide},iw)':'min(${maxSide},ih)':force_original_aspect_ratio=decrease`;
  // A white plane the size of the scaled picture, under it: the alpha of a PNG or WebP turns white.
  const graph = `[0:v]${fit},format=rgba[picture];color=c=white[white];[white][picture]scale2ref[plane][top];[plane][top]overlay=shortest=1,format=yuvj420p`;
  return [
    '-hide_banner', '-loglevel', 'error', '-i', 'pipe:0',
    '-filter_complex', graph, '-frames:v', '1', '-map_metadata', '-1', '-flags', '+bitexact',
    '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1',
  ];
}

export async function toJpeg(input: Buffer, maxSide: number): Promise<Buffer> {
  const path = ffmpegPath();
  await ensureExecutable(path);
  return new Promise<Buffer>((resolve, reject) => {
    const ffmpeg = spawn(path, jpegArgs(maxSide), { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), TIMEOUT_MS);
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-1_000);
    });
    // ffmpeg may stop reading a broken input early: that is its exit code's story, not an error here.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ffmpeg.once('close', (code, signal) => {
      clearTimeout(timer);
      const output = Buffer.concat(chunks);
      if (code === 0 && output.length > 0) resolve(output);
      else reject(new ImageUnreadable(signal ?? (stderr.trim() || `ffmpeg ended with code ${code}`)));
    });
    ffmpeg.stdin.end(input);
  });
}
