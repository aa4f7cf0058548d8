import type { VodHlsClass, VodHlsConfig } from '../player/loadHls';

type Handler = (event: string, data: { fatal?: boolean; type?: string; response?: { code?: number } }) => void;

/**
 * A stand-in for hls.js with the shape the video player uses: every instance is kept (newest
 * last), tests read what the player asked of it and raise its errors.
 */
export class FakeVodHls {
  static instances: FakeVodHls[] = [];
  static supported = true;
  static readonly Events = { ERROR: 'hlsError' } as const;
  static isSupported() {
    return FakeVodHls.supported;
  }
  static reset() {
    FakeVodHls.instances = [];
    FakeVodHls.supported = true;
  }
  static get last(): FakeVodHls {
    return FakeVodHls.instances[FakeVodHls.instances.length - 1]!;
  }

  readonly handlers: Handler[] = [];
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  started: number | null = null;
  destroyed = false;

  constructor(readonly config: Partial<VodHlsConfig>) {
    FakeVodHls.instances.push(this);
  }
  on(_event: string, handler: Handler) {
    this.handlers.push(handler);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  startLoad(position = -1) {
    this.started = position;
  }
  destroy() {
    this.destroyed = true;
  }
  /** Raises a fatal network error, with the HTTP status that caused it when given (403: the grant was refused). */
  fatal(code?: number) {
    for (const handler of this.handlers) handler(FakeVodHls.Events.ERROR, { fatal: true, type: 'networkError', ...(code ? { response: { code } } : {}) });
  }
  /** The headers the player's xhrSetup puts on a request. */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    const xhr = { readyState: 0, open: jest.fn(), setRequestHeader: (name: string, value: string) => (headers[name] = value) } as unknown as XMLHttpRequest;
    this.config.xhrSetup?.(xhr, '/media/vod/5/720p/index.m3u8');
    return headers;
  }
  /** The URL the player's xhrSetup opens a request of `url` with (null: left to hls.js, so `url` itself). */
  opened(url: string): string | null {
    const open = jest.fn();
    const xhr = { readyState: 0, open, setRequestHeader: () => undefined } as unknown as XMLHttpRequest;
    this.config.xhrSetup?.(xhr, url);
    return open.mock.calls.length ? (open.mock.calls[0]![1] as string) : null;
  }
}

export const loadFakeVodHls = () => Promise.resolve(FakeVodHls as unknown as VodHlsClass);

/** jsdom plays nothing: play() resolves and pause() fires `pause`, as a browser does. */
export function stubVideoElement(): () => void {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return () => {
    play.mockRestore();
    pause.mockRestore();
  };
}
