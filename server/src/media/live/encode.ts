import { spawn } from 'node:child_process';
import { chmodSync, constants as fsConstants } from 'node:fs';
import { access, mkdir, readFile, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { CLIP, RENDITIONS, type RenditionName, type RenditionSpec } from './settings';

/**
 * Encodes one clip with the ffmpeg that ships in @ffmpeg-installer/linux-x64 (npm install is all
 * `npm start` needs): her backdrop, her poses moved by a gentle bob and sway, her tone, as H.264/AAC
 * in MPEG-TS segments of exactly one second (a keyframe at every second and nowhere else), once per
 * rendition. MPEG-TS, because a looped segment needs no init segment: the playlist only marks the
 * wrap as a discontinuity.
 */

export function ffmpegPath(): string {
  return join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

export interface EncodeInput {
  /** Holds backdrop.png, the pose PNGs and poses.txt (frames.ts). */
  imagesDir: string;
  /** Receives one folder per rendition with seg-N.ts and ffmpeg's own index.m3u8. */
  outputDir: string;
  toneHz: number;
  renditions?: readonly RenditionSpec[];
  /** Length in seconds, a whole number of segments: the loop's by default (a video's title card is shorter). */
  seconds?: number;
}

/** ffmpeg's arguments: one decode of every picture, one filter graph, one encoder per rendition. */
export function encodeArgs(input: EncodeInput): string[] {
  const renditions = input.renditions ?? RENDITIONS;
  const { fps, segments, segmentSeconds, audioSampleRate } = CLIP;
  const seconds = input.seconds ?? segments * segmentSeconds;
  const frames = fps * seconds;
  const [top] = renditions;
  // Periods that divide the loop (6 s sway, 2 s bob, 0.5 s tremolo), so the motion wraps without a jump.
  const graph = [
    `[0:v]format=yuv420p,scale=${top.width}:${top.height},loop=loop=-1:size=1:start=0,setpts=N/${fps}/TB[bg]`,
    // The poses change a handful of times: convert them before fps repeats them, not every frame.
    `[1:v]format=yuva420p,scale=iw*${top.height}/720:-1,fps=${fps}[character]`,
    `[bg][character]overlay=x='(W-w)/2+${(top.width * 0.02).toFixed(1)}*sin(2*PI*t/${seconds})':` +
      `y='H-h+${(top.height * 0.03).toFixed(1)}+${(top.height * 0.012).toFixed(1)}*sin(2*PI*t/2)':shortest=1,` +
      `trim=end_frame=${frames},split=${renditions.length}${renditions.map((r) => `[v${r.name}]`).join('')}`,
    ...renditions.slice(1).map((r) => `[v${r.name}]scale=${r.width}:${r.height}[s${r.name}]`),
    `sine=frequency=${input.toneHz}:sample_rate=${audioSampleRate}:duration=${seconds},volume=0.12,tremolo=f=2:d=0.5,` +
      `asplit=${renditions.length}${renditions.map((r) => `[a${r.name}]`).join('')}`,
  ].join(';');
  const outputs = renditions.flatMap((rendition, index) => [
    '-map', index === 0 ? `[v${rendition.name}]` : `[s${rendition.name}]`,
    '-map', `[a${rendition.name}]`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'animation', '-crf', '24',
    '-maxrate', `${rendition.maxrateKbps}k`, '-bufsize', `${rendition.maxrateKbps}k`, '-pix_fmt', 'yuv420p',
    '-r', String(fps), '-g', String(fps * segmentSeconds), '-keyint_min', String(fps * segmentSeconds), '-sc_threshold', '0',
    '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
    '-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-ar', String(audioSampleRate),
    '-t', String(seconds),
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '0', '-hls_playlist_type', 'vod',
    '-hls_segment_filename', join(input.outputDir, rendition.name, 'seg-%d.ts'),
    join(input.outputDir, rendition.name, 'index.m3u8'),
  ]);
  return [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
    '-i', join(input.imagesDir, 'backdrop.png'),
    '-f', 'concat', '-safe', '0', '-i', join(input.imagesDir, 'poses.txt'),
    '-filter_complex', graph,
    ...outputs,
  ];
}

/** ffmpeg cannot run here at all (another platform, a broken install): no clip can be made. */
export class FfmpegUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the bundled ffmpeg cannot run: ${(cause as Error).message}`, { cause });
    this.name = 'FfmpegUnavailable';
  }
}

export interface Running {
  /** Ends the encode (SIGKILL): the server is stopping. */
  kill(): void;
  done: Promise<void>;
}

let executableChecked = false;

/** npm may skip the package's postinstall `chmod u+x`; repair it once instead of failing every clip. */
export async function ensureExecutable(path: string): Promise<void> {
  if (executableChecked) return;
  try {
    await access(path, fsConstants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  executableChecked = true;
}

/**
 * Runs the bundled ffmpeg with `args` at a lower CPU priority than the server, so requests win over
 * background encodes (the live clips, the videos' title cards and sprites).
 */
export function runFfmpeg(args: () => string[], prepare: () => Promise<unknown> = async () => undefined): Running {
  let child: ReturnType<typeof spawn> | undefined;
  let killed = false;
  const done = (async () => {
    await prepare();
    let path: string;
    try {
      path = ffmpegPath();
      await ensureExecutable(path);
    } catch (error) {
      throw new FfmpegUnavailable(error);
    }
    if (killed) throw new Error('encode cancelled');
    await new Promise<void>((resolve, reject) => {
      const ffmpeg = spawn(path, args(), { stdio: ['ignore', 'ignore', 'pipe'] });
      child = ffmpeg;
      let stderr = '';
      ffmpeg.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2_000);
      });
      ffmpeg.once('spawn', () => {
        try {
          if (ffmpeg.pid) setPriority(ffmpeg.pid, 10);
        } catch {
          // Not allowed here (some containers): the encode still runs, only at normal priority.
        }
      });
      // Only a failure to start the binary ends up here; a failed encode is a non-zero exit.
      ffmpeg.once('error', (error) => reject(new FfmpegUnavailable(error)));
      ffmpeg.once('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg ended with ${signal ?? `code ${code}`}: ${stderr.trim()}`));
      });
    });
  })();
  return {
    kill() {
      killed = true;
      child?.kill('SIGKILL');
    },
    done,
  };
}

/** Encodes one clip (encodeArgs) into its rendition folders. */
export function runEncode(input: EncodeInput): Running {
  const renditions = input.renditions ?? RENDITIONS;
  return runFfmpeg(
    () => encodeArgs(input),
    () => Promise.all(renditions.map((rendition) => mkdir(join(input.outputDir, rendition.name), { recursive: true }))),
  );
}

/** runEncode until it is done; an abort of `signal` kills ffmpeg (a server closing mid-encode). */
export async function encodeUntilDone(input: EncodeInput, signal: AbortSignal): Promise<void> {
  const encode = runEncode(input);
  const kill = () => encode.kill();
  signal.addEventListener('abort', kill, { once: true });
  try {
    await encode.done;
  } finally {
    signal.removeEventListener('abort', kill);
  }
}

export interface EncodedSegment {
  file: string;
  /** Seconds. */
  duration: number;
  bytes: number;
}

export interface EncodedRendition {
  name: RenditionName;
  width: number;
  height: number;
  frameRate: number;
  /** The RFC 6381 codecs of what x264 and ffmpeg's AAC actually wrote, e.g. "avc1.42c01f,mp4a.40.2". */
  codecs: string;
  /** Peak segment bit rate, bits per second (the master playlist's BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  segments: EncodedSegment[];
}

/**
 * H.264 profile, constraints and level from the first sequence parameter set (NAL type 7) in a
 * segment: x264 picks them from the preset, so they are read rather than assumed.
 */
export function avcCodecOf(segment: Buffer): string | null {
  for (let index = segment.indexOf(Buffer.from([0, 0, 1])); index !== -1 && index + 6 < segment.length; index = segment.indexOf(Buffer.from([0, 0, 1]), index + 3)) {
    if ((segment[index + 3] & 0x1f) === 7) {
      const hex = (byte: number) => byte.toString(16).padStart(2, '0');
      return `avc1.${hex(segment[index + 4])}${hex(segment[index + 5])}${hex(segment[index + 6])}`;
    }
  }
  return null;
}

/** The segments ffmpeg listed in its VOD playlist, with their sizes and the codecs they hold. */
export async function readRendition(outputDir: string, spec: RenditionSpec): Promise<EncodedRendition> {
  const dir = join(outputDir, spec.name);
  const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
  const segments: EncodedSegment[] = [];
  let duration: number | null = null;
  for (const line of playlist.split('\n').map((text) => text.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ file: line, duration, bytes: (await stat(join(dir, line))).size });
      duration = null;
    }
  }
  if (segments.length === 0) throw new Error(`${dir}/index.m3u8 lists no segment`);
  const video = avcCodecOf(await readFile(join(dir, segments[0].file)));
  if (!video) throw new Error(`no H.264 sequence parameter set in ${dir}/${segments[0].file}`);
  const seconds = segments.reduce((sum, segment) => sum + segment.duration, 0);
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  return {
    name: spec.name,
    width: spec.width,
    height: spec.height,
    frameRate: CLIP.fps,
    codecs: `${video},mp4a.40.2`,
    bandwidth: Math.ceil(Math.max(...segments.map((segment) => (segment.bytes * 8) / segment.duration))),
    averageBandwidth: Math.ceil((bytes * 8) / seconds),
    segments,
  };
}
