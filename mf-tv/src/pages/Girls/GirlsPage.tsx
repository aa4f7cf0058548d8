import { useTranslation } from 'react-i18next';
import { Heading, QueryGrid, QueryState, Skeleton, TileGrid } from '@vx/shared';
import { ActorTile } from '../../components/ActorTile/ActorTile';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { useLateNightShow, useTvProgram, useTvSeries } from '../../queries/tv';
import { useVideoStars } from '../../queries/videoStars';
import { tvActors } from './tvActors';

/** The program's slots the page looks at for its actors: today's on both channels is enough. */
const PROGRAM_LIMIT = 20;

/** /tv/girls/: the actors of the TV program (late night, series hosts, program) and the video stars. */
export default function GirlsPage() {
  const { t } = useTranslation('tv');
  const lateNight = useLateNightShow();
  const series = useTvSeries();
  const live = useTvProgram('live', PROGRAM_LIMIT);
  const premium = useTvProgram('premium', PROGRAM_LIMIT);
  const stars = useVideoStars();
  const parts = [lateNight, series, live, premium];
  const actors = tvActors({
    lateNight: lateNight.data,
    series: series.data,
    program: [...(live.data?.items ?? []), ...(premium.data?.items ?? [])],
    roles: { lateNight: t('tv.girls.lateNight'), host: (title) => t('tv.girls.host', { series: title }), program: (title) => t('tv.girls.program', { title }) },
  });
  // One state for the four calls: loading until all are in, an error when one failed (its retry asks again).
  const all = {
    isPending: parts.some((part) => part.isPending),
    isError: parts.some((part) => part.isError),
    data: parts.every((part) => part.data !== undefined) ? actors : undefined,
    refetch: () => parts.forEach((part) => part.isError && void part.refetch()),
  };
  return (
    <TvLayout title={t('tv.girls.title')} lead={t('tv.girls.lead')}>
      <section aria-labelledby="tv-girls-program" aria-busy={all.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
        <Heading level={2} id="tv-girls-program">
          {t('tv.girls.programTitle')}
        </Heading>
        <QueryState query={all} loading={<Skeleton height={240} />} error={t('tv.girls.error')}>
          {(list) =>
            list.length ? (
              <TileGrid label={t('tv.girls.programTitle')}>
                {list.map((actor) => (
                  <ActorTile key={actor.id} actor={actor} />
                ))}
              </TileGrid>
            ) : (
              <p>{t('tv.girls.empty')}</p>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="tv-girls-stars" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
        <Heading level={2} id="tv-girls-stars">
          {t('tv.girls.starsTitle')}
        </Heading>
        <QueryGrid
          query={stars}
          label={t('tv.girls.starsTitle')}
          skeletons={12}
          items={(list) => list}
          renderItem={(star) => <ActorTile key={star.actorId} actor={{ id: star.actorId, name: star.actorName, picture: star.avatarPicture, online: star.online, role: t('tv.girls.videos', { count: star.videoCount }) }} />}
          empty={t('tv.girls.empty')}
          error={t('tv.girls.error')}
        />
      </section>
    </TvLayout>
  );
}
