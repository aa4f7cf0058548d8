import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActorLook } from '../character';
import { clipDirName, type ClipManifest } from './clip';
import { FfmpegUnavailable } from './encode';
import { LiveStreams, type ClipActor, type LiveStreamsOptions } from './generator';
import { CLIP_VERSION } from './settings';

/** A clip maker that only records what it was asked, and finishes a clip when the test says so. */
function fakeMaker() {
  const calls: number[] = [];
  const pending = new Map<number, () => void>();
  const waiters: { count: number; resolve(): void }[] = [];
  let mostAtOnce = 0;
  const make = (look: ActorLook, _dir: string, signal: AbortSignal) =>
    new Promise<ClipManifest>((resolve, reject) => {
      calls.push(look.id);
      pending.set(look.id, () => {
        pending.delete(look.id);
        resolve({ version: CLIP_VERSION, clip: look.id, genderType: look.genderType, toneHz: 300, renditions: [] });
      });
      mostAtOnce = Math.max(mostAtOnce, pending.size);
      signal.addEventListener('abort', () => (pending.delete(look.id), reject(new Error('aborted'))), { once: true });
      for (const waiter of waiters.filter((candidate) => calls.length >= candidate.count)) waiter.resolve();
    });
  return {
    make,
    calls,
    pending,
    mostAtOnce: () => mostAtOnce,
    /** Resolves once `count` clips have been started. */
    started: (count: number) => new Promise<void>((resolve) => (calls.length >= count ? resolve() : waiters.push({ count, resolve }))),
    finish: (id: number) => pending.get(id)?.(),
    finishAll: () => [...pending.values()].forEach((done) => done()),
  };
}

const actorsOf = (rows: ClipActor[]) => ({
  byPriority: async () => rows,
  look: async (id: number) => rows.find((row) => row.id === id) ?? null,
});

describe('live stream generation', () => {
  let root: string;
  let logged: Promise<{ fields: Record<string, unknown>; message: string }>;
  let log: LiveStreamsOptions['log'];
  const streamsWith = (options: Partial<LiveStreamsOptions> & Pick<LiveStreamsOptions, 'actors' | 'makeClip'>) =>
    new LiveStreams({ mode: 'on', clips: 300, root, log, ...options });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'live-generator-'));
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    logged = new Promise((resolve) => {
      log = {
        info: (fields, message) => {
          lines.push({ fields: fields as Record<string, unknown>, message });
          resolve(lines[0]);
        },
        warn: () => undefined,
        error: () => undefined,
      };
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Finishes every clip as it starts, until `count` have been made. */
  async function finishUntil(maker: ReturnType<typeof fakeMaker>, count: number) {
    for (let made = 1; made <= count; made++) {
      await maker.started(made);
      maker.finish(maker.calls[made - 1]);
    }
  }

  it('makes online actors’ clips first, two at a time, and logs once when done', async () => {
    const maker = fakeMaker();
    const rows = [5, 2, 9, 1, 3].map((id) => ({ id, genderType: 'F', isOnline: id === 5 || id === 2 }));
    const streams = streamsWith({ actors: actorsOf(rows), makeClip: maker.make });
    streams.start();
    // Two run at once, so which of them reaches ffmpeg first is up to the file system.
    await maker.started(2);
    expect(new Set(maker.calls)).toEqual(new Set([5, 2]));
    expect(streams.status(5)).toEqual({ state: 'pending' });
    await finishUntil(maker, 5);
    const line = await logged;
    expect(new Set(maker.calls.slice(2))).toEqual(new Set([9, 1, 3]));
    expect(maker.mostAtOnce()).toBe(2);
    expect(streams.status(9)).toMatchObject({ state: 'ready', clip: 9, dir: join(root, CLIP_VERSION, '9-F') });
    expect(line.message).toMatch(/^live streams: 5 actors in [\d.]+ s$/);
    expect(line.fields).toMatchObject({ actors: 5, clips: 5, made: 5, cached: 0, failed: 0 });
  });

  it('makes at most LIVE_STREAM_ACTORS clips; an actor beyond shares clip ((id - 1) mod N) + 1', async () => {
    const maker = fakeMaker();
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, genderType: index === 2 ? 'FM' : 'F', isOnline: index >= 5 }));
    const streams = streamsWith({ clips: 3, actors: actorsOf(rows), makeClip: maker.make });
    // The source lists online actors first, as the database does.
    rows.sort((a, b) => Number(b.isOnline) - Number(a.isOnline));
    streams.start();
    await finishUntil(maker, 3);
    expect((await logged).fields).toMatchObject({ actors: 10, clips: 3, made: 3 });
    // Online 6..10 come first: their clips are 3, 1, 2 (6 → 3, 7 → 1, 8 → 2).
    expect(new Set(maker.calls.slice(0, 2))).toEqual(new Set([3, 1]));
    expect(maker.calls[2]).toBe(2);
    expect(streams.clipOf(10)).toBe(1);
    expect(streams.status(10)).toMatchObject({ state: 'ready', clip: 1 });
    // Clip 3 shows actor 3, a couple, whoever else shares it.
    expect(streams.status(6)).toMatchObject({ state: 'ready', clip: 3, dir: join(root, CLIP_VERSION, '3-FM') });
  });

  it('makes an awaited clip, and only that one, on demand', async () => {
    const maker = fakeMaker();
    const rows = [1, 2, 3, 4].map((id) => ({ id, genderType: 'F', isOnline: true }));
    const streams = streamsWith({ mode: 'on-demand', actors: actorsOf(rows), makeClip: maker.make });
    streams.start();
    const ready = streams.ready(4);
    await finishUntil(maker, 1);
    await expect(ready).resolves.toBeUndefined();
    expect(maker.calls).toEqual([4]);
    expect(streams.status(4).state).toBe('ready');
    expect(streams.status(1).state).toBe('pending');
  });

  it('moves an awaited clip to the front of the background queue', async () => {
    const maker = fakeMaker();
    const rows = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, genderType: 'F', isOnline: false }));
    const streams = streamsWith({ actors: actorsOf(rows), makeClip: maker.make });
    streams.start();
    await maker.started(2);
    const ready = streams.ready(6);
    maker.finish(maker.calls[0]);
    await maker.started(3);
    expect(maker.calls[2]).toBe(6);
    maker.finish(6);
    await ready;
    await finishUntil(maker, 6);
    await logged;
  });

  it('takes a clip from disk without making it again', async () => {
    const maker = fakeMaker();
    const look = { id: 1, genderType: 'F' };
    const dir = join(root, CLIP_VERSION, clipDirName(look));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ version: CLIP_VERSION, clip: 1, genderType: 'F', toneHz: 297, renditions: [] }));
    const streams = streamsWith({ actors: actorsOf([{ ...look, isOnline: true }]), makeClip: maker.make });
    streams.start();
    expect((await logged).fields).toMatchObject({ made: 0, cached: 1 });
    expect(maker.calls).toEqual([]);
    expect(streams.status(1)).toMatchObject({ state: 'ready', manifest: { toneHz: 297 } });
  });

  it('gives up at once, saying so once, when ffmpeg cannot run here', async () => {
    const errors: string[] = [];
    const rows = [1, 2, 3, 4].map((id) => ({ id, genderType: 'F', isOnline: true }));
    const failing = async () => {
      throw new FfmpegUnavailable(new Error('spawn ENOENT'));
    };
    const streams = streamsWith({ actors: actorsOf(rows), makeClip: failing, log: { ...log, error: (_fields, message) => errors.push(message) } });
    streams.start();
    expect((await logged).fields).toMatchObject({ clips: 4, made: 0, failed: 2 });
    expect(errors).toEqual(['live streams: ffmpeg cannot run, no clip will be made']);
    expect(streams.status(4)).toEqual({ state: 'failed' });
  });

  it('refuses with LIVE_STREAMS=off, and stops its encodes on close', async () => {
    const maker = fakeMaker();
    const rows = [{ id: 1, genderType: 'F', isOnline: true }];
    const off = streamsWith({ mode: 'off', actors: actorsOf(rows), makeClip: maker.make });
    off.start();
    await expect(off.ready(1)).rejects.toThrow(/off/);
    expect(off.status(1)).toEqual({ state: 'off' });

    const on = streamsWith({ mode: 'on-demand', actors: actorsOf(rows), makeClip: maker.make });
    const ready = on.ready(1);
    await maker.started(1);
    await on.stop();
    await expect(ready).rejects.toThrow('aborted');
    expect(maker.pending.size).toBe(0);
    expect(on.status(1)).toEqual({ state: 'failed' });
  });
});
