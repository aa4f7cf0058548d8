import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActorLook } from '../character';
import { FfmpegUnavailable } from '../live/encode';
import type { LiveLog, LiveStreams } from '../live/generator';
import { makeCard, readCardManifest, type CardManifest, type VideoCardInput } from './card';
import { VOD_VERSION } from './settings';

/**
 * Makes every video's title card and sprite (card.ts) in the background after start, one or two
 * at a time, and says which videos can play. A video also plays its actor's camera loop, which
 * the live generator makes (awaited with its `ready`). A video asked for before its turn is made
 * next (`ready`), which the playlist route awaits for a bounded time.
 */

export type VodMode = 'on' | 'on-demand' | 'off';

export interface VodVideo extends VideoCardInput {
  actor: ActorLook;
  /** Seconds: the playlist repeats her loop until then. */
  duration: number;
}

export interface VideoSource {
  /** Every video, in the order the background pass makes them. */
  all(): Promise<VodVideo[]>;
  one(videoId: number): Promise<VodVideo | null>;
}

export interface VodOptions {
  mode: VodMode;
  root: string;
  videos: VideoSource;
  live: Pick<LiveStreams, 'ready'>;
  log: LiveLog;
  /** ffmpeg processes at a time beside the live generator's. */
  concurrency?: number;
  makeCard?: typeof makeCard;
  now?: () => number;
}

export type VodStatus = { state: 'ready'; dir: string; card: CardManifest; video: VodVideo } | { state: 'pending' | 'failed' | 'off' };

interface Job {
  video: VodVideo;
  state: 'queued' | 'making' | 'ready' | 'failed';
  card?: CardManifest;
  settled: Promise<void>;
  settle(error?: Error): void;
}

export class VodVideos {
  readonly versionDir: string;
  private readonly jobs = new Map<number, Job>();
  private queue: number[] = [];
  private running = 0;
  private readonly abort = new AbortController();
  private readonly counts = { cached: 0, made: 0, failed: 0 };
  private ffmpegFailed = false;

  constructor(private readonly options: VodOptions) {
    this.versionDir = join(options.root, VOD_VERSION);
  }

  dirOf(videoId: number): string {
    return join(this.versionDir, String(videoId));
  }

  status(videoId: number): VodStatus {
    if (this.options.mode === 'off') return { state: 'off' };
    const job = this.jobs.get(videoId);
    if (job?.state === 'ready' && job.card) return { state: 'ready', dir: this.dirOf(videoId), card: job.card, video: job.video };
    return { state: job?.state === 'failed' ? 'failed' : 'pending' };
  }

  /** Resolves once the video can play, making it next if it is not; rejects when it cannot be made. */
  async ready(videoId: number): Promise<void> {
    if (this.options.mode === 'off') throw new Error('videos are off (VOD_VIDEOS=off)');
    let job = this.jobs.get(videoId);
    if (!job || job.state === 'failed') {
      const video = await this.options.videos.one(videoId);
      if (!video) throw new Error(`no video ${videoId}`);
      if (this.abort.signal.aborted) throw new Error('videos stopped');
      job = this.jobs.get(videoId);
      if (!job || job.state === 'failed') job = this.add(video);
    }
    if (job.state === 'queued') this.queue = [videoId, ...this.queue.filter((queued) => queued !== videoId)];
    this.pump();
    return job.settled;
  }

  /** The background pass of VOD_VIDEOS=on; logs once when every video is made. */
  start(): void {
    if (this.options.mode === 'off') return;
    void this.removeStale();
    if (this.options.mode !== 'on') return;
    void this.firstPass().catch((error: unknown) => this.options.log.error({ err: error }, 'videos: generation failed'));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.queue = [];
    for (const job of this.jobs.values()) if (job.state === 'queued') job.settle(new Error('videos stopped'));
    while (this.running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private async firstPass(): Promise<void> {
    const now = this.options.now ?? Date.now;
    const started = now();
    const videos = await this.options.videos.all();
    const jobs = videos.map((video) => this.jobs.get(video.videoId) ?? this.add(video));
    this.pump();
    await Promise.allSettled(jobs.map((job) => job.settled));
    if (this.abort.signal.aborted) return;
    const seconds = Math.round((now() - started) / 100) / 10;
    this.options.log.info({ videos: videos.length, ...this.counts, seconds, dir: this.versionDir }, `videos: ${videos.length} encoded in ${seconds} s`);
  }

  private add(video: VodVideo): Job {
    let settle!: Job['settle'];
    const settled = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    // Nobody may be waiting for this video; a failure is logged, not an unhandled rejection.
    settled.catch(() => undefined);
    const job: Job = { video, state: 'queued', settled, settle };
    this.jobs.set(video.videoId, job);
    this.queue.push(video.videoId);
    return job;
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 1;
    while (this.running < limit && this.queue.length > 0 && !this.abort.signal.aborted) {
      const job = this.jobs.get(this.queue.shift()!);
      if (!job || job.state !== 'queued') continue;
      this.running++;
      void this.make(job).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async make(job: Job): Promise<void> {
    job.state = 'making';
    try {
      // Her camera's loop first: the video plays it after the card.
      await this.options.live.ready(job.video.actor.id);
      let card = await readCardManifest(this.dirOf(job.video.videoId));
      if (card) this.counts.cached++;
      else {
        this.abort.signal.throwIfAborted();
        card = await (this.options.makeCard ?? makeCard)(job.video, this.versionDir, this.abort.signal);
        this.counts.made++;
      }
      job.card = card;
      job.state = 'ready';
      job.settle();
    } catch (error) {
      job.state = 'failed';
      job.settle(error as Error);
      if (this.abort.signal.aborted) return;
      this.counts.failed++;
      if (error instanceof FfmpegUnavailable) {
        if (!this.ffmpegFailed) this.options.log.error({ err: error }, 'videos: ffmpeg cannot run, no video will be made');
        this.ffmpegFailed = true;
        for (const id of this.queue.splice(0)) {
          const queued = this.jobs.get(id);
          if (queued?.state !== 'queued') continue;
          queued.state = 'failed';
          queued.settle(error);
        }
        return;
      }
      this.options.log.warn({ err: error, videoId: job.video.videoId }, 'videos: a video could not be made');
    }
  }

  /** Folders of other versions (their cards no longer match what is served). */
  private async removeStale(): Promise<void> {
    for (const name of await readdir(this.options.root).catch(() => [] as string[])) {
      if (/^[0-9a-f]{8}$/.test(name) && name !== VOD_VERSION) await rm(join(this.options.root, name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}
