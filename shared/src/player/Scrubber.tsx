import { useEffect, useRef, useState } from 'react';
import { focusRing } from '@vx/shared';
import { formatDuration } from './format';
import { usePlayerWords } from './strings';
import { cueAt, parseThumbnailTrack, type ThumbnailCue } from './thumbnails';

interface Props {
  /** The WebVTT thumbnail track of the stream (signed; no token needed). */
  thumbnails: string;
  /** Seconds that can be played (the preview's or the whole video's). */
  length: number;
  position: number;
  onSeek(seconds: number): void;
}

/** The thumbnail track's cues, loaded once per track URL; none when it cannot be read (seeking still works). */
function useThumbnailCues(url: string): ThumbnailCue[] {
  const [cues, setCues] = useState<ThumbnailCue[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setCues(parseThumbnailTrack(text, url)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return cues;
}

/**
 * The seek bar: a range input (keyboard and touch work as everywhere) with the thumbnail of the
 * moment under the pointer, or of the moment dragged to, above it.
 */
export function Scrubber({ thumbnails, length, position, onSeek }: Props) {
  const words = usePlayerWords();
  const cues = useThumbnailCues(thumbnails);
  const inputRef = useRef<HTMLInputElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const shown = hover ?? (dragging ? position : null);
  const cue = shown === null ? null : cueAt(cues, shown);

  const timeAt = (clientX: number) => {
    const rect = inputRef.current!.getBoundingClientRect();
    const fraction = rect.width > 0 ? Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) : 0;
    return fraction * length;
  };

  return (
    <div css={{ position: 'relative', flex: '1 1 auto', minWidth: 0, display: 'flex', alignItems: 'center' }}>
      {shown !== null && (
        <div
          data-testid="scrubber-preview"
          aria-hidden="true"
          css={{ position: 'absolute', bottom: 28, transform: 'translateX(-50%)', pointerEvents: 'none', display: 'grid', justifyItems: 'center', gap: 2 }}
          style={{ left: `${length > 0 ? (shown / length) * 100 : 0}%` }}
        >
          {cue && (
            <div
              data-testid="scrubber-thumbnail"
              css={{ border: '2px solid #fff', borderRadius: 4, backgroundRepeat: 'no-repeat' }}
              style={{ width: cue.width, height: cue.height, backgroundImage: `url("${cue.url}")`, backgroundPosition: `-${cue.x}px -${cue.y}px` }}
            />
          )}
          <span css={(theme) => ({ padding: '1px 6px', borderRadius: 4, background: 'rgba(0, 0, 0, 0.75)', color: '#fff', fontSize: theme.fontSize.caption })}>{formatDuration(Math.floor(shown))}</span>
        </div>
      )}
      <input
        ref={inputRef}
        type="range"
        data-testid="scrubber"
        aria-label={words('seek')}
        aria-valuetext={`${formatDuration(Math.floor(position))} / ${formatDuration(length)}`}
        min={0}
        max={length}
        step={1}
        value={Math.min(position, length)}
        onChange={(event) => onSeek(Number(event.target.value))}
        onMouseMove={(event) => setHover(timeAt(event.clientX))}
        onMouseLeave={() => setHover(null)}
        onPointerDown={() => setDragging(true)}
        onPointerUp={() => setDragging(false)}
        css={(theme) => ({ width: '100%', minHeight: 32, accentColor: theme.colors.primary, cursor: 'pointer', ...focusRing(theme) })}
      />
    </div>
  );
}
