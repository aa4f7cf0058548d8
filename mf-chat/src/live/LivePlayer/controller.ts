import { CHAT_TIMINGS } from '@vx/shared';

/**
 * The state machine of a live stream on a <video> (spec 001 §9 chat timings), apart from React so
 * that its timings can be tested with a fake hls.js and fake timers:
 * - a start (the manifest and the first frame) is tried at most `maxAttempts` times,
 *   CHAT_TIMINGS.startRetryMs apart (2 for a chat, 1 for a preview), then it has failed;
 * - a fatal media error is answered with hls.js' recoverMediaError after CHAT_TIMINGS.hlsRecoverMs
 *   (once per outage: a second one restarts the stream);
 * - a stream that played and broke is started again after CHAT_TIMINGS.streamRetryMs, with its
 *   start attempts anew;
 * - a picture that is missing for CHAT_TIMINGS.badConnectionWaitMs (loading, buffering) shows
 *   the bad-connection notice until it plays again.
 * Without Media Source Extensions, a browser that plays HLS itself (Safari on iOS) gets the URL as
 * the video's source; hls.js is then never loaded.
 */

/** What the player uses of hls.js (light build); the tests give a fake with the same shape. */
export interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  recoverMediaError(): void;
  destroy(): void;
  on(event: string, handler: (event: string, data: never) => void): void;
  nextLevel: number;
  readonly latency: number;
}

export interface HlsConfigUsed {
  lowLatencyMode: boolean;
  liveSyncDurationCount: number;
  liveMaxLatencyDurationCount: number;
  maxLiveSyncPlaybackRate: number;
  backBufferLength: number;
  manifestLoadPolicy: { default: LoadPolicy };
  xhrSetup: (xhr: XMLHttpRequest, url: string) => void;
}

interface RetryConfig {
  maxNumRetry: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

interface LoadPolicy {
  maxTimeToFirstByteMs: number;
  maxLoadTimeMs: number;
  timeoutRetry: RetryConfig;
  errorRetry: RetryConfig;
}

/**
 * The master playlist within one start attempt: a stream that is still being prepared answers 503
 * with Retry-After 2 s (server/src/media/live/routes.ts), so an attempt asks up to four times over
 * about seven seconds before it counts as failed.
 */
export const MANIFEST_LOAD_POLICY: LoadPolicy = {
  maxTimeToFirstByteMs: 10_000,
  maxLoadTimeMs: 20_000,
  timeoutRetry: { maxNumRetry: 1, retryDelayMs: 0, maxRetryDelayMs: 0 },
  errorRetry: { maxNumRetry: 3, retryDelayMs: 1000, maxRetryDelayMs: 4000 },
};

export interface HlsClass {
  new (config: Partial<HlsConfigUsed>): HlsInstance;
  isSupported(): boolean;
  readonly Events: { readonly MANIFEST_PARSED: string; readonly ERROR: string };
  readonly ErrorTypes: { readonly MEDIA_ERROR: string; readonly NETWORK_ERROR: string };
}

export type StreamStatus = 'loading' | 'playing' | 'recovering' | 'retrying' | 'failed' | 'unsupported';

export interface StreamState {
  status: StreamStatus;
  /** The start attempt under way (1-based), 0 once the stream plays. */
  attempt: number;
  /** No picture for CHAT_TIMINGS.badConnectionWaitMs. */
  badConnection: boolean;
  /** Heights of the stream's renditions, lowest first (empty with native playback). */
  levels: number[];
  /** The chosen rendition's height, or 'auto'. */
  quality: number | 'auto';
  /** Muted autoplay was refused too: the guest has to tap to play. */
  needsTap: boolean;
  native: boolean;
}

export const initialStreamState: StreamState = { status: 'loading', attempt: 1, badConnection: false, levels: [], quality: 'auto', needsTap: false, native: false };

export interface Timers {
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const GRANT_HEADER = 'x-live-grant';
const HLS_MIME = 'application/vnd.apple.mpegurl';

export interface StreamControllerOptions {
  video: HTMLVideoElement;
  /** The newest URL of the stream (a retry uses it: its grant may have been renewed). */
  getUrl: () => string;
  /** The newest grant, sent with every playlist and segment request. */
  getGrant: () => string | null;
  loadHls: () => Promise<HlsClass>;
  maxAttempts: number;
  onChange: (state: StreamState) => void;
  timers?: Timers;
  /** Whether the browser has Media Source Extensions; asked of the window unless given. */
  hasMse?: () => boolean;
}

export function browserHasMse(): boolean {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown; WebKitMediaSource?: unknown };
  return typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function' || typeof scope.WebKitMediaSource === 'function';
}

/** The grant of a stream URL (its `grant` query parameter). */
export function grantOf(url: string): string | null {
  try {
    return new URL(url, 'http://localhost/').searchParams.get('grant');
  } catch {
    return null;
  }
}

/** The stream a URL names, without its grant: a renewed grant is the same stream. */
export function streamKeyOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost/');
    parsed.searchParams.delete('grant');
    return parsed.toString();
  } catch {
    return url;
  }
}

export class StreamController {
  private state: StreamState = initialStreamState;
  private hls: HlsInstance | null = null;
  private timer: unknown = null;
  private badTimer: unknown = null;
  private destroyed = false;
  private played = false;
  private mediaRecovered = false;
  /** Increases with every load, so that an hls.js module arriving late for an old load is dropped. */
  private generation = 0;
  private readonly timers: Timers;
  private readonly hasMse: () => boolean;

  constructor(private readonly options: StreamControllerOptions) {
    this.timers = options.timers ?? realTimers;
    this.hasMse = options.hasMse ?? browserHasMse;
  }

  start(): void {
    const { video } = this.options;
    video.addEventListener('playing', this.onPlaying);
    video.addEventListener('waiting', this.onWaiting);
    video.addEventListener('error', this.onVideoError);
    this.set({ ...initialStreamState, attempt: 1 });
    void this.load();
  }

  /** Tries again from the start (the failed notice's button). */
  restart(): void {
    this.teardown();
    this.set({ ...this.state, status: 'loading', attempt: 1, badConnection: false });
    void this.load();
  }

  destroy(): void {
    this.destroyed = true;
    this.teardown();
    const { video } = this.options;
    video.removeEventListener('playing', this.onPlaying);
    video.removeEventListener('waiting', this.onWaiting);
    video.removeEventListener('error', this.onVideoError);
  }

  getState(): StreamState {
    return this.state;
  }

  /** A rendition by height, or 'auto' (hls.js' bandwidth estimate). */
  setQuality(quality: number | 'auto'): void {
    const index = quality === 'auto' ? -1 : this.state.levels.indexOf(quality);
    if (this.hls && (quality === 'auto' || index >= 0)) this.hls.nextLevel = index;
    this.set({ ...this.state, quality });
  }

  /** Seconds behind the live edge: hls.js' estimate, or the native player's seekable end. */
  latency(): number | null {
    if (this.state.status !== 'playing') return null;
    if (this.hls) return this.hls.latency > 0 ? this.hls.latency : null;
    const { video } = this.options;
    const { seekable } = video;
    if (!seekable || seekable.length === 0) return null;
    const behind = seekable.end(seekable.length - 1) - video.currentTime;
    return Number.isFinite(behind) && behind >= 0 ? behind : null;
  }

  /** Plays after a tap (autoplay refused) or with sound after the unmute button. */
  play(): void {
    this.playVideo();
  }

  private set(state: StreamState) {
    if (this.destroyed) return;
    this.state = state;
    this.options.onChange(state);
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    const { video, getUrl } = this.options;
    this.played = false;
    this.mediaRecovered = false;
    this.armBadConnection();
    const native = video.canPlayType(HLS_MIME) !== '';
    if (!this.hasMse()) {
      if (!native) return this.set({ ...this.state, status: 'unsupported', badConnection: false });
      this.set({ ...this.state, native: true });
      video.src = getUrl();
      this.playVideo();
      return;
    }
    let Hls: HlsClass;
    try {
      Hls = await this.options.loadHls();
    } catch {
      if (generation === this.generation && !this.destroyed) this.fail();
      return;
    }
    if (generation !== this.generation || this.destroyed) return;
    if (!Hls.isSupported()) {
      if (!native) return this.set({ ...this.state, status: 'unsupported', badConnection: false });
      this.set({ ...this.state, native: true });
      video.src = getUrl();
      this.playVideo();
      return;
    }
    const hls = new Hls({
      lowLatencyMode: true,
      liveSyncDurationCount: 2,
      liveMaxLatencyDurationCount: 6,
      maxLiveSyncPlaybackRate: 1.1,
      backBufferLength: 10,
      manifestLoadPolicy: { default: MANIFEST_LOAD_POLICY },
      xhrSetup: (xhr, url) => {
        const grant = this.options.getGrant();
        if (!grant) return;
        if (xhr.readyState === 0) xhr.open('GET', url, true);
        xhr.setRequestHeader(GRANT_HEADER, grant);
      },
    });
    this.hls = hls;
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data: { levels: { height: number }[] }) => {
      if (this.hls !== hls) return;
      const levels = data.levels.map((level) => level.height);
      this.set({ ...this.state, levels, native: false });
      if (this.state.quality !== 'auto') this.setQuality(this.state.quality);
      this.playVideo();
    });
    hls.on(Hls.Events.ERROR, (_event, data: { fatal: boolean; type: string }) => {
      if (this.hls !== hls || !data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !this.mediaRecovered) {
        this.mediaRecovered = true;
        this.armBadConnection();
        this.set({ ...this.state, status: 'recovering' });
        this.schedule(CHAT_TIMINGS.hlsRecoverMs, () => hls.recoverMediaError());
        return;
      }
      this.fail();
    });
    hls.loadSource(getUrl());
    hls.attachMedia(video);
  }

  private playVideo() {
    const { video } = this.options;
    let result: Promise<void> | undefined;
    try {
      result = video.play();
    } catch {
      result = undefined;
    }
    result?.then(
      () => {
        if (this.state.needsTap) this.set({ ...this.state, needsTap: false });
      },
      (error: unknown) => {
        // An interrupted play (a new source) is no refusal; a refused autoplay needs a tap.
        if ((error as Error | null)?.name === 'NotAllowedError') this.set({ ...this.state, needsTap: true });
      },
    );
  }

  private readonly onPlaying = () => {
    this.played = true;
    this.clearBadConnection();
    this.set({ ...this.state, status: 'playing', attempt: 0, badConnection: false, needsTap: false });
  };

  private readonly onWaiting = () => {
    if (this.state.status === 'playing') this.armBadConnection();
  };

  private readonly onVideoError = () => {
    // hls.js reports through its own events; the video's error is the native player's.
    if (this.state.native) this.fail();
  };

  /** A stream that played starts again after streamRetryMs; a start is tried maxAttempts times. */
  private fail() {
    const played = this.played;
    this.teardown();
    if (played) {
      this.set({ ...this.state, status: 'retrying', attempt: 1 });
      this.schedule(CHAT_TIMINGS.streamRetryMs, () => void this.load());
      return;
    }
    if (this.state.attempt < this.options.maxAttempts) {
      this.set({ ...this.state, status: 'retrying', attempt: this.state.attempt + 1 });
      this.schedule(CHAT_TIMINGS.startRetryMs, () => void this.load());
      return;
    }
    this.set({ ...this.state, status: 'failed', badConnection: false });
  }

  private armBadConnection() {
    if (this.badTimer !== null) return;
    this.badTimer = this.timers.setTimeout(() => {
      this.badTimer = null;
      if (this.state.status !== 'failed' && this.state.status !== 'unsupported') this.set({ ...this.state, badConnection: true });
    }, CHAT_TIMINGS.badConnectionWaitMs);
  }

  private clearBadConnection() {
    if (this.badTimer !== null) this.timers.clearTimeout(this.badTimer);
    this.badTimer = null;
  }

  private schedule(ms: number, run: () => void) {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (!this.destroyed) run();
    }, ms);
  }

  private teardown() {
    this.generation += 1;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.clearBadConnection();
    const { video } = this.options;
    if (this.hls) {
      this.hls.destroy();
      this.hls = null;
    } else if (this.state.native && video.getAttribute('src')) {
      video.removeAttribute('src');
      try {
        video.load();
      } catch {
        // jsdom and old browsers: nothing to release
      }
    }
  }
}
