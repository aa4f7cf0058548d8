import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, focusRing, LoadError, usePlatform } from '@vx/shared';
import { safeHref } from '../../../layout/links';
import { clipBox } from './clipBox';
import { useClipPlayback, useOnScreen } from './useClipPlayback';
import { loadWelcomeClips, welcomeClipsKey, type WelcomeClip } from './welcomeClips';

/** On a narrow screen the 360p rendition is enough; wider ones take the adaptive master playlist. */
const streamOf = (clip: WelcomeClip) => (window.innerWidth < 640 ? clip.video.quality.p360 : clip.hls);

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The welcome clip rotator (spec 000 §3 TV and media): a muted preview clip that plays while it is on
 * screen, showing its poster first, and moves on to the next clip when one ends, round and round.
 * The model's name links to her profile; the guest can pause and step through the clips.
 */
export default function WelcomeClipRotator() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const clips = useQuery({ queryKey: welcomeClipsKey(platform.language), queryFn: () => loadWelcomeClips(platform.vxql) });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  // State, not a ref: the video comes with the answer and again with each clip (keyed), and is watched anew.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const onScreen = useOnScreen(video);
  const list = clips.data ?? [];
  const clip = list.length > 0 ? list[index % list.length] : undefined;
  useClipPlayback(video, clip ? streamOf(clip) : '', clip !== undefined && onScreen && !paused);

  if (clips.isError) return <LoadError message={t('home.loadError')} retry={() => void clips.refetch()} />;
  if (clips.data && !clip) return <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('home.welcomeClips.none')}</p>;

  const step = (by: number) => setIndex((current) => (current + by + list.length) % list.length);
  const profile = clip ? safeHref(platform, 'actorProfile', { actorName: clip.model.name.toLowerCase() }) : null;
  return (
    <div data-testid="welcome-clip-rotator" aria-busy={!clip} css={{ display: 'grid', gap: 12, maxWidth: clipBox.maxWidth }}>
      <div css={(theme) => ({ ...clipBox, position: 'relative', overflow: 'hidden', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
        {clip && (
          <video
            key={clip.id}
            ref={setVideo}
            data-testid="welcome-clip-video"
            poster={clip.preview}
            muted
            playsInline
            preload="none"
            loop={list.length === 1}
            onEnded={() => step(1)}
            aria-label={t('home.welcomeClips.clipOf', { name: clip.model.name, index: (index % list.length) + 1, count: list.length })}
            css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </div>
      {clip && (
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) })}>
          {profile ? (
            <Link
              to={profile}
              data-testid="welcome-clip-model"
              css={(theme) => ({ color: theme.colors.text, fontWeight: 700, fontSize: theme.fontSize.lead, borderRadius: 4, ...focusRing(theme) })}
            >
              {clip.model.name}
            </Link>
          ) : (
            <strong data-testid="welcome-clip-model">{clip.model.name}</strong>
          )}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
            {list.length > 1 && (
              <Button variant="ghost" onClick={() => step(-1)}>
                {t('home.welcomeClips.previous')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
              {paused ? t('home.welcomeClips.play') : t('home.welcomeClips.pause')}
            </Button>
            {list.length > 1 && (
              <Button variant="ghost" onClick={() => step(1)}>
                {t('home.welcomeClips.next')}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
