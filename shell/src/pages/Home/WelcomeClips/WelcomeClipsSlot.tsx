import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton } from '@vx/shared';
import { clipBox } from './clipBox';

/** The rotator, its query and hls.js are a chunk of their own: nothing of it is in the start page's first load. */
const WelcomeClipRotator = lazy(() => import(/* webpackChunkName: "welcome-clips" */ './WelcomeClipRotator'));

/** Start loading a little before the section scrolls in, so the poster is there when it arrives. */
const AHEAD = '300px 0px';

/**
 * The welcome clip rotator's place on the start page, below the first fold's lists. It loads the
 * rotator only once the place nears the viewport. A browser without IntersectionObserver (none the
 * site supports) gets no rotator rather than one that plays off screen.
 */
export function WelcomeClipsSlot() {
  const { t } = useTranslation('shell');
  const place = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (typeof IntersectionObserver === 'undefined') return null;
  const loading = (
    <div css={clipBox}>
      <Skeleton height="100%" />
    </div>
  );
  return (
    <section ref={place} aria-labelledby="home-welcome-clips" data-testid="welcome-clips" css={(theme) => ({ marginTop: theme.space(8) })}>
      <Heading level={2} id="home-welcome-clips" css={(theme) => ({ lineHeight: '30px', marginBottom: theme.space(3) })}>
        {t('home.welcomeClips.title')}
      </Heading>
      {near ? (
        <Suspense fallback={loading}>
          <WelcomeClipRotator />
        </Suspense>
      ) : (
        // Only the place, not a skeleton: the start page counts as settled (the first view's hand-off)
        // without waiting for a section that is not on screen yet.
        <div data-testid="welcome-clips-place" css={(theme) => ({ ...clipBox, borderRadius: theme.radius, background: theme.colors.surfaceRaised })} />
      )}
    </section>
  );
}
