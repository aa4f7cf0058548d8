import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ActorTile, Button, buttonStyle, Container, focusRing, Heading, LoadError, mq, TileGrid, useDocumentTitle, usePlatform, type VideoTile } from '@vx/shared';
import { useOpenFlow } from '../../flows/useFlow';
import { safeHref } from '../../layout/links';
import { useOnlineActors } from './onlineActors';
import { ActorTileView, EAGER_TILES, TileSkeleton, VideoTileView } from './Tiles';
import { WelcomeClipsSlot } from './WelcomeClips/WelcomeClipsSlot';
import { loadTileGrid, NEW_VIDEOS_PAYLOAD, newVideosSchema, ONLINE_ACTORS_PAYLOAD } from './tileGrids';

export const newVideosKey = (language: string) => ['tileGrid', 'newVideos', NEW_VIDEOS_PAYLOAD, language] as const;

interface SectionProps {
  id: string;
  busy: boolean;
  title: string;
  more: { label: string; href: string } | null;
  children: ReactNode;
}

function Section({ id, busy, title, more, children }: SectionProps) {
  return (
    <section aria-labelledby={id} aria-busy={busy} css={(theme) => ({ marginTop: theme.space(8) })}>
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.space(3),
          minHeight: 40,
          marginBottom: theme.space(3),
        })}
      >
        <Heading level={2} id={id} css={{ lineHeight: '30px' }}>
          {title}
        </Heading>
        {more && (
          <Link
            to={more.href}
            css={(theme) => ({ color: theme.colors.text, fontWeight: 600, textUnderlineOffset: 3, borderRadius: 4, ...focusRing(theme) })}
          >
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The start page: a text hero (the largest paint, shown without waiting for data), the actors
 * online now and the newest videos from the tile grids, with same-size skeletons while loading.
 * An actor going offline leaves the grid at once and the grid is refilled from the server
 * (useOnlineActors). Every tile links: an actor to her profile, a video to its page. Below them the
 * welcome clip rotator, loaded when it scrolls near.
 */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const { rest, language, brand, guest } = platform;
  const openFlow = useOpenFlow();
  useDocumentTitle(t('home.title'));

  const actors = useOnlineActors();
  const videos = useQuery({
    queryKey: newVideosKey(language),
    queryFn: ({ signal }) => loadTileGrid(rest, 'newVideos', NEW_VIDEOS_PAYLOAD, newVideosSchema, signal),
  });

  // The grids take their answers as deferred values: the query cache's updates are synchronous
  // (useSyncExternalStore), so two grids of tiles rendered in one long task when the answers came;
  // deferred, React renders them in slices while the skeletons stay (TBT, issue 9).
  const actorGrid = useDeferredValue(actors.data);
  const videoGrid = useDeferredValue(videos.data);

  const camsHref = safeHref(platform, 'cams');
  const videosHref = safeHref(platform, 'videos');
  const actorHref = (actor: ActorTile) => safeHref(platform, 'actorProfile', { actorName: actor.name.toLowerCase() }) ?? camsHref;
  const videoHref = (video: VideoTile) =>
    safeHref(platform, 'actorVideo', { actorName: video.model.name.toLowerCase(), videoId: video.id }) ??
    safeHref(platform, 'actorProfile', { actorName: video.model.name.toLowerCase() }) ??
    videosHref;

  return (
    <Container>
      <section
        aria-labelledby="home-title"
        css={(theme) => ({
          padding: `${theme.space(8)}px 0 ${theme.space(2)}px`,
          [mq.md]: { padding: `${theme.space(12)}px 0 ${theme.space(4)}px` },
        })}
      >
        <Heading
          level={1}
          id="home-title"
          css={(theme) => ({
            maxWidth: 880,
            fontSize: `clamp(${theme.fontSize.display}px, 6vw, 56px)`,
            lineHeight: 1.1,
            fontWeight: 800,
            letterSpacing: '-0.01em',
          })}
        >
          {t('home.heroTitle', { brand: brand.name })}
        </Heading>
        <p css={(theme) => ({ margin: `${theme.space(4)}px 0 0`, maxWidth: 680, fontSize: theme.fontSize.lead, lineHeight: 1.5, color: theme.colors.textMuted })}>
          {t('home.heroText')}
        </p>
        {(!guest.isLoggedIn || camsHref) && (
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), marginTop: theme.space(6), minHeight: 44 })}>
            {!guest.isLoggedIn && <Button onClick={() => openFlow('signup')}>{t('home.ctaSignup')}</Button>}
            {camsHref && (
              <Link to={camsHref} css={buttonStyle('secondary')}>
                {t('home.ctaCams')}
              </Link>
            )}
          </div>
        )}
      </section>

      <Section id="home-online" busy={!actors.isError && actorGrid === undefined} title={t('home.onlineNow')} more={camsHref ? { label: t('home.allCams'), href: camsHref } : null}>
        {actors.isError ? (
          <LoadError message={t('home.loadError')} retry={() => void actors.refetch()} />
        ) : actorGrid && actorGrid.items.every((slot) => slot === null) ? (
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('home.nobodyOnline')}</p>
        ) : (
          <TileGrid label={t('home.onlineNow')}>
            {actorGrid
              ? actorGrid.items.map((actor, index) =>
                  actor ? (
                    <ActorTileView key={actor.id} actor={actor} href={actorHref(actor)} eager={index < EAGER_TILES} />
                  ) : (
                    // The place of an actor who left, until the refill fills it.
                    <TileSkeleton key={`left-${index}`} kind="actor" />
                  ),
                )
              : Array.from({ length: ONLINE_ACTORS_PAYLOAD.pageSize }, (_, index) => <TileSkeleton key={index} kind="actor" />)}
          </TileGrid>
        )}
      </Section>

      <Section id="home-videos" busy={!videos.isError && videoGrid === undefined} title={t('home.newVideos')} more={videosHref ? { label: t('home.allVideos'), href: videosHref } : null}>
        {videos.isError ? (
          <LoadError message={t('home.loadError')} retry={() => void videos.refetch()} />
        ) : videoGrid && videoGrid.items.length === 0 ? (
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('home.noVideos')}</p>
        ) : (
          <TileGrid label={t('home.newVideos')}>
            {videoGrid
              ? videoGrid.items.map((video) => <VideoTileView key={video.id} video={video} href={videoHref(video)} eager={false} />)
              : Array.from({ length: NEW_VIDEOS_PAYLOAD.pageSize }, (_, index) => <TileSkeleton key={index} kind="video" />)}
          </TileGrid>
        )}
      </Section>

      <WelcomeClipsSlot />
    </Container>
  );
}
