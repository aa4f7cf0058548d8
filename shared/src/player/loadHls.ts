/** What the video player uses of hls.js (light build); the tests give a fake of the same shape. */
export interface VodHls {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  startLoad(startPosition?: number): void;
  destroy(): void;
  on(event: string, handler: (event: string, data: { fatal?: boolean; type?: string; response?: { code?: number } }) => void): void;
}

interface RetryPolicy {
  default: {
    maxTimeToFirstByteMs: number;
    maxLoadTimeMs: number;
    timeoutRetry: { maxNumRetry: number; retryDelayMs: number; maxRetryDelayMs: number };
    errorRetry: { maxNumRetry: number; retryDelayMs: number; maxRetryDelayMs: number };
  };
}

export interface VodHlsConfig {
  autoStartLoad: boolean;
  startPosition: number;
  manifestLoadPolicy: RetryPolicy;
  playlistLoadPolicy: RetryPolicy;
  xhrSetup: (xhr: XMLHttpRequest, url: string) => void;
}

export interface VodHlsClass {
  new (config: Partial<VodHlsConfig>): VodHls;
  isSupported(): boolean;
  readonly Events: { readonly ERROR: string };
}

/** hls.js' light build (no subtitles, alternate audio or DRM, which these videos have not), a chunk of its own loaded when a player mounts. */
export const loadHls = (): Promise<VodHlsClass> => import(/* webpackChunkName: "hls" */ 'hls.js/light').then((module) => module.default as unknown as VodHlsClass);
