import type { HlsConfigUsed } from '../live/LivePlayer/controller';

type Handler = (event: string, data: unknown) => void;

/**
 * A stand-in for hls.js (its light build) with the shape the player uses: tests raise its events
 * (a parsed manifest, a fatal error) and read what the player asked of it. Every instance made is
 * kept in `FakeHls.instances`, newest last.
 */
export class FakeHls {
  static instances: FakeHls[] = [];
  static supported = true;
  static isSupported() {
    return FakeHls.supported;
  }
  static readonly Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' } as const;
  static readonly ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' } as const;
  static reset() {
    FakeHls.instances = [];
    FakeHls.supported = true;
  }
  static get last(): FakeHls {
    return FakeHls.instances[FakeHls.instances.length - 1];
  }

  readonly handlers = new Map<string, Handler[]>();
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  nextLevel = -1;
  latency = 0;
  readonly recoverMediaError = jest.fn();

  constructor(readonly config: Partial<HlsConfigUsed>) {
    FakeHls.instances.push(this);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  emit(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }

  loadSource(url: string) {
    this.source = url;
  }

  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }

  destroy() {
    this.destroyed = true;
  }

  /** The master playlist arrived with renditions of these heights. */
  parsed(heights: number[] = [360, 720]) {
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels: heights.map((height) => ({ height })) });
  }

  fatal(type: 'mediaError' | 'networkError') {
    this.emit(FakeHls.Events.ERROR, { fatal: true, type, details: type === 'mediaError' ? 'bufferStalledError' : 'manifestLoadError' });
  }

  /** The header the player's xhrSetup puts on a request now. */
  grantHeader(): string | null {
    let header: string | null = null;
    const xhr = { readyState: 0, open: jest.fn(), setRequestHeader: (name: string, value: string) => name === 'x-live-grant' && (header = value) } as unknown as XMLHttpRequest;
    this.config.xhrSetup?.(xhr, 'https://live.example/segment.ts');
    return header;
  }
}

/** What `jest.mock('hls.js/light', …)` returns: an ES module whose default export is the fake. */
export const fakeHlsModule = { __esModule: true, default: FakeHls };

/** jsdom plays nothing: play() resolves, load() does nothing, and Media Source Extensions exist. */
export function stubMediaElement() {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const scope = globalThis as { MediaSource?: unknown };
  const hadMse = 'MediaSource' in scope;
  if (!hadMse) scope.MediaSource = class MediaSource {};
  return () => {
    play.mockRestore();
    load.mockRestore();
    if (!hadMse) delete scope.MediaSource;
  };
}

/**
 * A describe block whose tests play through the fake hls.js on fake timers (at `now`, if given):
 * the fake is reset and the media element stubbed before each test, and both undone after it.
 */
export function withFakePlayer(options: { now?: number } = {}): void {
  let restore: () => void;
  beforeEach(() => {
    jest.useFakeTimers(options.now === undefined ? {} : { now: options.now });
    FakeHls.reset();
    restore = stubMediaElement();
  });
  afterEach(() => {
    restore();
    jest.useRealTimers();
  });
}
