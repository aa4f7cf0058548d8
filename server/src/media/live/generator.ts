import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActorLook } from '../character';
import { clipDirName, makeClip, readManifest, type ClipManifest } from './clip';
import { FfmpegUnavailable } from './encode';
import { CLIP, CLIP_VERSION } from './settings';

/**
 * Makes the actors' clips in the background and says which are ready. At most LIVE_STREAM_ACTORS
 * distinct clips: clip c shows actor c, and an actor beyond reuses clip ((id - 1) mod N) + 1, so
 * 10,000 seeded actors cost 300 encodes, not 10,000. Clips of online actors are made first; a
 * clip on disk from an earlier start is taken as it is. Never on a request's path: a playlist of
 * a clip not made yet answers 503 and the player retries.
 */

export type LiveStreamsMode = 'on' | 'on-demand' | 'off';

export interface ClipActor extends ActorLook {
  isOnline: boolean;
}

export interface ActorSource {
  /** Every actor, online ones first: the order clips are made in. */
  byPriority(): Promise<ClipActor[]>;
  /** The actor a clip shows; null when no actor has that id. */
  look(id: number): Promise<ActorLook | null>;
}

export interface LiveLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface LiveStreamsOptions {
  mode: LiveStreamsMode;
  /** LIVE_STREAM_ACTORS. */
  clips: number;
  /** The cache folder (config: liveCacheRoot); this version's clips go in `<root>/<CLIP_VERSION>/`. */
  root: string;
  actors: ActorSource;
  log: LiveLog;
  /** ffmpeg processes at a time: two cores, and requests must still be answered. */
  concurrency?: number;
  /** Replaced in tests that need no ffmpeg. */
  makeClip?: (look: ActorLook, versionDir: string, signal: AbortSignal) => Promise<ClipManifest>;
  now?: () => number;
}

export type StreamStatus =
  | { state: 'ready'; clip: number; dir: string; manifest: ClipManifest }
  | { state: 'pending' | 'failed' | 'off' };

interface Entry {
  look: ActorLook;
  state: 'queued' | 'making' | 'ready' | 'failed';
  dir: string;
  manifest?: ClipManifest;
  settled: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

export class LiveStreams {
  readonly versionDir: string;
  private readonly entries = new Map<number, Entry>();
  private queue: number[] = [];
  private running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private readonly counts = { cached: 0, made: 0, failed: 0 };
  private started = false;
  private ffmpegFailed = false;

  constructor(private readonly options: LiveStreamsOptions) {
    this.versionDir = join(options.root, CLIP_VERSION);
  }

  /** The clip an actor's camera shows: her own up to LIVE_STREAM_ACTORS, else a shared one. */
  clipOf(actorId: number): number {
    return ((actorId - 1) % this.options.clips) + 1;
  }

  /** Where in the loop her stream is at a given second, so streams sharing a clip differ. */
  phaseOf(actorId: number): number {
    return actorId % CLIP.segments;
  }

  status(actorId: number): StreamStatus {
    if (this.options.mode === 'off') return { state: 'off' };
    const entry = this.entries.get(this.clipOf(actorId));
    if (entry?.state === 'ready' && entry.manifest) return { state: 'ready', clip: entry.look.id, dir: entry.dir, manifest: entry.manifest };
    return { state: entry?.state === 'failed' ? 'failed' : 'pending' };
  }

  /**
   * Resolves when the actor's clip is on disk, making it next if it is not (tests, and anything
   * that must not show a 503). Rejects with LIVE_STREAMS=off or when the clip cannot be made.
   */
  async ready(actorId: number): Promise<void> {
    if (this.options.mode === 'off') throw new Error('live streams are off (LIVE_STREAMS=off)');
    const clip = this.clipOf(actorId);
    let entry = this.entries.get(clip);
    if (!entry || entry.state === 'failed') {
      const look = (await this.options.actors.look(clip)) ?? { id: clip, genderType: 'F' };
      // Nothing runs after stop(): a clip queued now would never settle.
      if (this.abort.signal.aborted) throw new Error('live streams stopped');
      entry = this.entries.get(clip);
      if (!entry || entry.state === 'failed') entry = this.add(look);
    }
    if (entry.state === 'queued') this.queue = [clip, ...this.queue.filter((queued) => queued !== clip)];
    this.pump();
    return entry.settled;
  }

  /** The background pass of LIVE_STREAMS=on, after the server listens; logs once when it is done. */
  start(): void {
    if (this.started || this.options.mode === 'off') return;
    this.started = true;
    void this.removeStale();
    if (this.options.mode !== 'on') return;
    void this.firstPass().catch((error: unknown) => this.options.log.error({ err: error }, 'live streams: generation failed'));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.queue = [];
    for (const entry of this.entries.values()) {
      if (entry.state === 'queued') entry.reject(new Error('live streams stopped'));
    }
    await Promise.allSettled([...this.running]);
  }

  private async firstPass(): Promise<void> {
    const now = this.options.now ?? Date.now;
    const started = now();
    const actors = await this.options.actors.byPriority();
    const genderOf = new Map(actors.map((actor) => [actor.id, actor.genderType]));
    const clips = new Map<number, Entry>();
    for (const actor of actors) {
      const clip = this.clipOf(actor.id);
      if (clips.has(clip)) continue;
      clips.set(clip, this.entries.get(clip) ?? this.add({ id: clip, genderType: genderOf.get(clip) ?? 'F' }));
      if (clips.size === this.options.clips) break;
    }
    this.pump();
    await Promise.allSettled([...clips.values()].map((entry) => entry.settled));
    if (this.abort.signal.aborted) return;
    const seconds = Math.round((now() - started) / 100) / 10;
    this.options.log.info(
      { actors: actors.length, clips: clips.size, ...this.counts, seconds, dir: this.versionDir },
      `live streams: ${actors.length} actors in ${seconds} s`,
    );
  }

  private add(look: ActorLook): Entry {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const settled = new Promise<void>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    // Nobody may be waiting for this clip; its failure is logged, not an unhandled rejection.
    settled.catch(() => undefined);
    const entry: Entry = { look, state: 'queued', dir: join(this.versionDir, clipDirName(look)), settled, resolve, reject };
    this.entries.set(look.id, entry);
    this.queue.push(look.id);
    return entry;
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 2;
    while (this.running.size < limit && this.queue.length > 0 && !this.abort.signal.aborted) {
      const entry = this.entries.get(this.queue.shift()!);
      if (!entry || entry.state !== 'queued') continue;
      const job = this.make(entry).finally(() => {
        this.running.delete(job);
        this.pump();
      });
      this.running.add(job);
    }
  }

  private async make(entry: Entry): Promise<void> {
    entry.state = 'making';
    try {
      let manifest = await readManifest(entry.dir);
      if (manifest) this.counts.cached++;
      else {
        this.abort.signal.throwIfAborted();
        manifest = await (this.options.makeClip ?? makeClip)(entry.look, this.versionDir, this.abort.signal);
        this.counts.made++;
      }
      entry.manifest = manifest;
      entry.state = 'ready';
      entry.resolve();
    } catch (error) {
      entry.state = 'failed';
      entry.reject(error as Error);
      if (this.abort.signal.aborted) return;
      this.counts.failed++;
      if (error instanceof FfmpegUnavailable) {
        // Every other clip would fail the same way: say it once and give up on the rest.
        if (!this.ffmpegFailed) this.options.log.error({ err: error }, 'live streams: ffmpeg cannot run, no clip will be made');
        this.ffmpegFailed = true;
        this.queue = [];
        for (const other of this.entries.values()) {
          if (other.state !== 'queued') continue;
          other.state = 'failed';
          other.reject(error);
        }
        return;
      }
      this.options.log.warn({ err: error, clip: entry.look.id }, 'live streams: a clip could not be made');
    }
  }

  /** Clips of other generator versions, and temporary folders of servers that died mid-encode. */
  private async removeStale(): Promise<void> {
    try {
      for (const name of await readdir(this.options.root).catch(() => [] as string[])) {
        if (/^[0-9a-f]{8}$/.test(name) && name !== CLIP_VERSION) await rm(join(this.options.root, name), { recursive: true, force: true });
      }
      const temporary = join(this.versionDir, '.tmp');
      for (const name of await readdir(temporary).catch(() => [] as string[])) {
        const pid = Number(/^[\w-]+?-(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
        if (pid && pid !== process.pid && !alive(pid)) await rm(join(temporary, name), { recursive: true, force: true });
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live streams: old clips could not be removed');
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
