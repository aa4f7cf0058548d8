import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CHAT_TIMINGS, focusRing, playerButton, usePlatform, visuallyHidden } from '@vx/shared';
import { grantOf, initialStreamState, StreamController, streamKeyOf, type HlsClass, type StreamState } from './controller';
import { loadHls as loadHlsChunk } from './loadHls';

export interface LivePlayerProps {
  /** The HLS master playlist; a new grant in it changes the header of the next requests, not the stream. */
  streamUrl: string;
  /** The video's accessible name ("Lena live"). */
  label: string;
  /** 'full': sound, quality, full screen, latency and notices; 'tile': muted and bare (a tile's preview). */
  variant?: 'full' | 'tile';
  /** Start attempts: CHAT_TIMINGS.maxAttempts.start for a chat, .preview for a preview. */
  maxAttempts?: number;
  /** The stream could not be started (after its attempts). */
  onFailed?: () => void;
  /** For tests and tools: where hls.js comes from (its own chunk unless given). */
  loadHls?: () => Promise<HlsClass>;
}

const LATENCY_POLL_MS = 1000;

const overlayText = {
  padding: '6px 10px',
  borderRadius: 6,
  background: 'rgba(0, 0, 0, 0.7)',
  color: '#fff',
} as const;


function MutedIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} css={{ marginRight: 8 }}>
      <path d="M11 5 6 9H2v6h4l5 4V5z" fill="currentColor" />
      <path d="m23 9-6 6M17 9l6 6" />
    </svg>
  );
}

function FullscreenIcon({ exit }: { exit: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2}>
      {exit ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
    </svg>
  );
}

/**
 * A live stream: hls.js in low-latency mode (loaded on the first play, its own chunk), or the
 * browser's own HLS without Media Source Extensions. Starts muted (browsers allow muted autoplay)
 * with a tap-to-unmute button; the full variant also has a quality choice, full screen and the
 * delay behind live. The recovery timings are the controller's (spec 001 §9).
 */
export function LivePlayer({ streamUrl, label, variant = 'full', maxAttempts = CHAT_TIMINGS.maxAttempts.start, onFailed, loadHls = loadHlsChunk }: LivePlayerProps) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const full = variant === 'full';
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controllerRef = useRef<StreamController | null>(null);
  const urlRef = useRef(streamUrl);
  const grantRef = useRef(grantOf(streamUrl));
  const [state, setState] = useState<StreamState>(initialStreamState);
  const [muted, setMuted] = useState(true);
  const [latency, setLatency] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const qualityId = useId();
  const streamKey = streamKeyOf(streamUrl);
  const failed = useEffectEvent(() => onFailed?.());
  const load = useEffectEvent(() => loadHls());

  // The newest URL and grant, for the requests of the running stream (hls.js' xhrSetup) and its retries.
  useEffect(() => {
    urlRef.current = streamUrl;
    grantRef.current = grantOf(streamUrl);
  }, [streamUrl]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
    const controller = new StreamController({
      video,
      getUrl: () => urlRef.current,
      getGrant: () => grantRef.current,
      loadHls: () => load(),
      maxAttempts,
      onChange: (next) => {
        setState(next);
        if (next.status === 'failed' || next.status === 'unsupported') failed();
      },
    });
    controllerRef.current = controller;
    controller.start();
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, [streamKey, maxAttempts]);

  const playing = state.status === 'playing';
  useEffect(() => {
    if (!full || !playing) return;
    const poll = () => setLatency(controllerRef.current?.latency() ?? null);
    const interval = setInterval(poll, LATENCY_POLL_MS);
    return () => {
      clearInterval(interval);
      setLatency(null);
    };
  }, [full, playing]);

  useEffect(() => {
    if (!full) return;
    const onChange = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [full]);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    setMuted(false);
    controllerRef.current?.play();
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenElement) {
      void Promise.resolve(document.exitFullscreen?.()).catch(() => undefined);
    } else if (container?.requestFullscreen) {
      void Promise.resolve(container.requestFullscreen()).catch(() => undefined);
    } else {
      video?.webkitEnterFullscreen?.(); // iPhone: only the video itself goes full screen
    }
  };

  const notice =
    state.status === 'unsupported'
      ? t('live.player.unsupported')
      : state.status === 'failed'
        ? t('live.player.failed')
        : state.status === 'retrying'
          ? t('live.player.retrying')
          : state.status === 'recovering'
            ? t('live.player.recovering')
            : state.badConnection
              ? t('live.player.badConnection')
              : state.status === 'loading'
                ? t('live.player.connecting')
                : null;
  const seconds = latency === null ? null : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(latency);

  return (
    <div
      ref={containerRef}
      data-stream-status={state.status}
      css={{
        position: 'relative',
        width: '100%',
        height: '100%',
        background: '#000',
        overflow: 'hidden',
        ...(full ? { aspectRatio: '16 / 9' } : {}),
        '&:fullscreen': { aspectRatio: 'auto' },
      }}
    >
      <video
        ref={videoRef}
        data-testid="live-video"
        aria-label={label}
        muted
        playsInline
        css={{ display: 'block', width: '100%', height: '100%', objectFit: full ? 'contain' : 'cover' }}
      />
      {full && notice && (
        <div role="status" css={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <span data-testid="player-notice" css={(theme) => ({ ...overlayText, fontSize: theme.fontSize.small })}>
            {notice}
          </span>
          {state.status === 'failed' && (
            <Button onClick={() => controllerRef.current?.restart()} css={{ minHeight: 36 }}>
              {t('live.player.tryAgain')}
            </Button>
          )}
        </div>
      )}
      {full && (muted || state.needsTap) && state.status !== 'failed' && state.status !== 'unsupported' && (
        <button
          type="button"
          data-testid="unmute-button"
          onClick={unmute}
          css={(theme) => ({
            ...playerButton,
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            minHeight: 48,
            padding: '0 16px',
            fontWeight: 700,
            fontSize: theme.fontSize.body,
            background: 'rgba(0, 0, 0, 0.7)',
            ...focusRing(theme),
          })}
        >
          <MutedIcon />
          {state.needsTap ? t('live.player.tapToPlay') : t('live.player.unmute')}
        </button>
      )}
      {full && (
        <div
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: 8,
            background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
          }}
        >
          <span data-testid="live-latency" data-latency={latency === null ? '' : latency.toFixed(2)} aria-live="off" css={(theme) => ({ color: '#fff', fontSize: theme.fontSize.caption, flex: '1 1 auto', minWidth: 0 })}>
            <span aria-hidden="true" css={{ color: '#ff4d4d' }}>
              ●{' '}
            </span>
            {seconds === null ? t('live.player.live') : t('live.player.latency', { seconds })}
          </span>
          {state.levels.length > 1 && (
            <>
              <label htmlFor={qualityId} css={visuallyHidden}>
                {t('live.player.quality')}
              </label>
              <select
                id={qualityId}
                data-testid="quality-select"
                value={String(state.quality)}
                onChange={(event) => controllerRef.current?.setQuality(event.target.value === 'auto' ? 'auto' : Number(event.target.value))}
                css={(theme) => ({ ...playerButton, fontSize: theme.fontSize.small, ...focusRing(theme) })}
              >
                <option value="auto">{t('live.player.auto')}</option>
                {state.levels.map((height) => (
                  <option key={height} value={String(height)}>
                    {t('live.player.height', { height })}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            data-testid="fullscreen-button"
            aria-label={fullscreen ? t('live.player.exitFullscreen') : t('live.player.fullscreen')}
            onClick={toggleFullscreen}
            css={(theme) => ({ ...playerButton, ...focusRing(theme) })}
          >
            <FullscreenIcon exit={fullscreen} />
          </button>
        </div>
      )}
    </div>
  );
}
