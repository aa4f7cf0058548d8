import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Heading, QueryState, Skeleton, TileGrid, usePlatform } from '@vx/shared';
import { ActorTile } from '../../components/ActorTile/ActorTile';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { LiveBadge } from '../../components/TvSchedule/TvSchedule';
import { useTimeFormat } from '../../components/useTimeFormat';
import { useLateNightShow } from '../../queries/tv';

/**
 * /tv/late-night/ (spec 000 §3 Late night event): headline and text (the server's German for de,
 * English otherwise), begin and end in the guest's language and timezone, the actors, and whether
 * it runs now (then the way to the live stream) or when it comes next.
 */
export default function LateNightPage() {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const { dateTime, time } = useTimeFormat();
  const show = useLateNightShow();
  return (
    <TvLayout title={t('tv.lateNight.title')}>
      <QueryState query={show} loading={<Skeleton height={320} />} error={t('tv.lateNight.error')}>
        {(event) =>
          event ? (
            <article data-testid="tv-late-night" data-live={event.isLive ? 'true' : 'false'} css={(theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
              <div css={(theme) => ({ display: 'grid', gap: theme.space(2), overflowWrap: 'anywhere' })}>
                <Heading level={2} id="tv-late-night-headline">
                  {event.headline}
                </Heading>
                <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{event.text}</p>
                <p data-testid="tv-late-night-when" css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', fontWeight: 700 })}>
                  {event.isLive && <LiveBadge />}
                  <span>{t(event.isLive ? 'tv.lateNight.when' : 'tv.lateNight.next', { begin: dateTime(event.begin), end: time(event.end) })}</span>
                </p>
                {event.isLive && (
                  <Link to={href('tvLivestream')} css={[buttonStyle('primary'), { justifySelf: 'start' }]}>
                    {t('tv.lateNight.watchLive')}
                  </Link>
                )}
              </div>
              <section aria-labelledby="tv-late-night-actors" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
                <Heading level={2} id="tv-late-night-actors">
                  {t('tv.lateNight.actors')}
                </Heading>
                <TileGrid label={t('tv.lateNight.actors')}>
                  {event.actors.map((actor) => (
                    <ActorTile key={actor.id} actor={{ id: actor.id, name: actor.name, picture: actor.avatar.w320, online: actor.online }} />
                  ))}
                </TileGrid>
              </section>
            </article>
          ) : (
            <p>{t('tv.lateNight.none')}</p>
          )
        }
      </QueryState>
    </TvLayout>
  );
}
