import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Button, focusRing, playerButton, usePlatform, type VideoStream } from '@vx/shared';
import { formatDuration } from './format';
import { withNewestGrant } from './grant';
import { loadHls as loadHlsChunk, type VodHls, type VodHlsClass, type VodHlsConfig } from './loadHls';
import { Scrubber } from './Scrubber';
import { usePlayerWords } from './strings';

/** A live channel's stream (tv/stream): no length, no preview; its grant is renewed while it plays. */
export interface LiveStream {
  url: string;
  needsToken: boolean;
  isLive: true;
}

const isLive = (stream: VideoStream | LiveStream): stream is LiveStream => 'isLive' in stream && stream.isLive;

export interface VideoPlayerProps {
  /** A video on demand (whole or preview) or a live stream, which plays at once, muted, without a seek bar. */
  stream: VideoStream | LiveStream;
  /** The video's accessible name. */
  title: string;
  /** Shown until the first frame. */
  poster?: string;
  /** What the player shows when the preview has ended (the incentives); it gets a replay button beside. */
  previewEnd?: ReactNode;
  onPreviewEnd?: () => void;
  /**
   * The stream was refused or could not be loaded: fetch a new URL (the grant may have expired). A
   * live stream asks by itself and goes on when the new URL comes.
   */
  onRetry?: () => void;
  /** For tests: where hls.js comes from (its own chunk unless given). */
  loadHls?: () => Promise<VodHlsClass>;
}

/**
 * A video being made on demand answers 503 vod_pending with Retry-After 2 (the server waits up to
 * 8 s per request first), so a playlist is asked for up to six times, two seconds apart.
 */
const PENDING_POLICY: VodHlsConfig['manifestLoadPolicy'] = {
  default: {
    maxTimeToFirstByteMs: 12_000,
    maxLoadTimeMs: 20_000,
    timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
    errorRetry: { maxNumRetry: 6, retryDelayMs: 2000, maxRetryDelayMs: 2000 },
  },
};

/** The preview counts as ended this close to its end (timeupdate fires about every 250 ms). */
const END_SLACK_SECONDS = 0.1;

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'failed' | 'unsupported';


/**
 * A video as HLS: hls.js (its own chunk) or the browser's own HLS, custom controls with a seek bar
 * that shows the thumbnail track's previews, the guest's access token on every request of a stream
 * signed for them (stream.needsToken). A preview stops at its end and shows `previewEnd`. A new
 * stream URL (a purchase, a renewed grant) continues at the same moment. A live stream starts muted
 * at the live edge with a LIVE badge; a renewed grant is put on its next playlist requests, so the
 * picture never reloads for it.
 */
export function VideoPlayer({ stream, title, poster, previewEnd, onPreviewEnd, onRetry, loadHls = loadHlsChunk }: VideoPlayerProps) {
  const words = usePlayerWords();
  const { rest } = usePlatform();
  const live = isLive(stream);
  const isPreview = !live && stream.isPreview;
  const previewSeconds = live ? 0 : stream.previewSeconds;
  // A live stream is the same source under a new grant: only its path restarts the player.
  const source = live ? stream.url.split('?')[0]! : stream.url;
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<VodHls | null>(null);
  const startedRef = useRef(false);
  const positionRef = useRef(0);
  const needsTokenRef = useRef(stream.needsToken);
  const urlRef = useRef(stream.url);
  const [status, setStatus] = useState<Status>('idle');
  const [position, setPosition] = useState(0);
  const [muted, setMuted] = useState(live);
  const [previewEnded, setPreviewEnded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The live URL whose grant was refused; a newer one restarts the player. */
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const load = useEffectEvent(() => loadHls());
  const askAgain = useEffectEvent(() => onRetry?.());

  if (live && failedUrl !== null && failedUrl !== stream.url) {
    setFailedUrl(null);
    setStatus('loading');
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    needsTokenRef.current = stream.needsToken;
    urlRef.current = stream.url;
  }, [stream.needsToken, stream.url]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    const resumeAt = !live && positionRef.current < previewSeconds ? positionRef.current : 0;
    setPreviewEnded(false);
    if (live) {
      // Live TV is on when the guest arrives; browsers let a muted video start by itself.
      startedRef.current = true;
      video.muted = true;
    }
    void load().then((Hls) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          autoStartLoad: false,
          // -1: a live stream starts at its live edge.
          startPosition: live ? -1 : resumeAt,
          manifestLoadPolicy: PENDING_POLICY,
          playlistLoadPolicy: PENDING_POLICY,
          xhrSetup: (xhr, url) => {
            const target = live ? withNewestGrant(url, urlRef.current) : url;
            if (!needsTokenRef.current && target === url) return;
            if (!xhr.readyState) xhr.open('GET', target, true);
            if (!needsTokenRef.current) return;
            for (const [name, value] of Object.entries(rest.mediaHeaders?.() ?? {})) xhr.setRequestHeader(name, value);
          },
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          setStatus('failed');
          if (live) {
            setFailedUrl(urlRef.current);
            askAgain();
          }
        });
        hls.loadSource(urlRef.current);
        hls.attachMedia(video);
        hlsRef.current = hls;
        if (startedRef.current) {
          hls.startLoad(live ? -1 : resumeAt);
          void video.play().catch(() => setStatus('paused'));
        }
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        // Safari on iOS: its own HLS, which cannot carry the token (a whole video of a guest needs hls.js).
        video.src = urlRef.current;
        if (startedRef.current) void video.play().catch(() => setStatus('paused'));
      } else {
        setStatus('unsupported');
      }
    });
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [source, live, previewSeconds, rest, attempt]);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    if (previewEnded) {
      setPreviewEnded(false);
      video.currentTime = 0;
    }
    if (!startedRef.current) {
      startedRef.current = true;
      hlsRef.current?.startLoad(positionRef.current);
    }
    setStatus('loading');
    void video.play().catch(() => setStatus('paused'));
  };

  const onTime = () => {
    const video = videoRef.current!;
    positionRef.current = video.currentTime;
    setPosition(video.currentTime);
    if (isPreview && !previewEnded && video.currentTime >= previewSeconds - END_SLACK_SECONDS) endPreview();
  };

  const endPreview = () => {
    videoRef.current?.pause();
    setPreviewEnded(true);
    onPreviewEnd?.();
  };

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    positionRef.current = seconds;
    setPosition(seconds);
    if (previewEnded && seconds < previewSeconds - END_SLACK_SECONDS) setPreviewEnded(false);
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenElement) void Promise.resolve(document.exitFullscreen?.()).catch(() => undefined);
    else if (container?.requestFullscreen) void Promise.resolve(container.requestFullscreen()).catch(() => undefined);
    else video?.webkitEnterFullscreen?.();
  };

  const retry = () => {
    setStatus('loading');
    onRetry?.();
    setAttempt((n) => n + 1);
  };

  const playing = status === 'playing' || status === 'loading';
  const failed = status === 'failed' || status === 'unsupported';
  return (
    <div
      ref={containerRef}
      data-testid="video-player"
      data-status={status}
      data-preview={isPreview ? 'true' : 'false'}
      data-live={live ? 'true' : 'false'}
      css={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', overflow: 'hidden', borderRadius: 8, '&:fullscreen': { aspectRatio: 'auto', borderRadius: 0 } }}
    >
      <video
        ref={videoRef}
        data-testid="video-element"
        aria-label={title}
        poster={poster}
        playsInline
        preload="metadata"
        onClick={() => (videoRef.current?.paused ? play() : videoRef.current?.pause())}
        onTimeUpdate={onTime}
        onPlaying={() => setStatus('playing')}
        onWaiting={() => setStatus('loading')}
        onPause={() => setStatus((now) => (now === 'failed' ? now : 'paused'))}
        onEnded={() => (isPreview ? endPreview() : setStatus('paused'))}
        css={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
      {live && (
        <span data-testid="live-badge" css={(theme) => ({ position: 'absolute', top: 8, left: 8, padding: '2px 8px', borderRadius: 999, background: theme.colors.primary, color: theme.colors.primaryText, fontSize: theme.fontSize.caption, fontWeight: 700, textTransform: 'uppercase' })}>
          {words('live')}
        </span>
      )}
      {isPreview && !previewEnded && (
        <span data-testid="preview-badge" css={(theme) => ({ position: 'absolute', top: 8, left: 8, padding: '2px 8px', borderRadius: 999, background: 'rgba(0, 0, 0, 0.75)', color: '#fff', fontSize: theme.fontSize.caption, fontWeight: 700 })}>
          {words('previewBadge', { length: formatDuration(previewSeconds) })}
        </span>
      )}
      {failed && (
        <div role="alert" css={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 12, padding: 16, background: 'rgba(0, 0, 0, 0.75)', color: '#fff', textAlign: 'center' }}>
          <p data-testid="player-notice" css={{ margin: 0 }}>
            {status === 'unsupported' ? words('unsupported') : words('failed')}
          </p>
          {status === 'failed' && <Button onClick={retry}>{words('tryAgain')}</Button>}
        </div>
      )}
      {previewEnded && (
        <div
          data-testid="preview-end"
          role="region"
          aria-label={words('previewEnded')}
          css={{ position: 'absolute', inset: 0, overflowY: 'auto', display: 'grid', alignContent: 'center', justifyItems: 'center', gap: 12, padding: 16, background: 'rgba(0, 0, 0, 0.82)', color: '#fff', textAlign: 'center' }}
        >
          <p css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.lead })}>{words('previewEnded')}</p>
          {previewEnd}
          <button type="button" onClick={play} css={(theme) => ({ ...playerButton, padding: '0 16px', textDecoration: 'underline', background: 'transparent', ...focusRing(theme) })}>
            {words('replay')}
          </button>
        </div>
      )}
      {status === 'idle' && !failed && (
        <button
          type="button"
          data-testid="big-play"
          aria-label={words('play')}
          onClick={play}
          css={(theme) => ({ ...playerButton, position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', width: 72, height: 72, borderRadius: '50%', background: 'rgba(0, 0, 0, 0.7)', ...focusRing(theme) })}
        >
          <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </button>
      )}
      {!previewEnded && (
        <div css={{ position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.7))' }}>
          <button
            type="button"
            data-testid="play-pause"
            aria-label={playing ? words('pause') : words('play')}
            onClick={() => (playing ? videoRef.current?.pause() : play())}
            css={(theme) => ({ ...playerButton, ...focusRing(theme) })}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
              {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
          </button>
          {live ? (
            <span css={{ flex: '1 1 auto' }} />
          ) : (
            <>
              <Scrubber thumbnails={stream.thumbnails} length={previewSeconds} position={position} onSeek={seek} />
              <span data-testid="player-time" css={(theme) => ({ color: '#fff', fontSize: theme.fontSize.caption, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>
                {formatDuration(position)} / {formatDuration(previewSeconds)}
              </span>
            </>
          )}
          <button type="button" aria-label={muted ? words('unmute') : words('mute')} aria-pressed={muted} onClick={toggleMute} css={(theme) => ({ ...playerButton, ...focusRing(theme) })}>
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2}>
              <path d="M11 5 6 9H2v6h4l5 4V5z" fill="currentColor" />
              {muted ? <path d="m23 9-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7" />}
            </svg>
          </button>
          <button type="button" aria-label={words('fullscreen')} onClick={toggleFullscreen} css={(theme) => ({ ...playerButton, ...focusRing(theme) })}>
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2}>
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
