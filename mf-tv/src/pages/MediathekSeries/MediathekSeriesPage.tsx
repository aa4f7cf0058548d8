import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonStyle, Heading, mq, Skeleton, usePlatform } from '@vx/shared';
import { EpisodeGrid } from '../../components/EpisodeGrid/EpisodeGrid';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { isNotFound, parseFormatKey, useTvFormat } from '../../queries/tv';

/** /tv/mediathek/{series}/: one series (tv/format/{key}): its description, host and episodes, 30 a page. */
export default function MediathekSeriesPage() {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const key = parseFormatKey(useParams().series);
  const [pages, setPages] = useState(1);
  const format = useTvFormat(key, pages);
  const series = format.first?.format;
  if (key === null || (format.isError && isNotFound(format.error) && !series))
    return (
      <TvLayout title={t('tv.series.notFoundTitle')}>
        <p role="status">{t('tv.series.notFound')}</p>
      </TvLayout>
    );
  return (
    <TvLayout title={series?.title ?? t('tv.series.title')}>
      {series ? (
        <section aria-labelledby="tv-series-about" css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'minmax(0, 1fr)', [mq.sm]: { gridTemplateColumns: '320px minmax(0, 1fr)' } })}>
          <img src={series.picture.w640} alt="" css={(theme) => ({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius })} />
          <div css={(theme) => ({ display: 'grid', gap: theme.space(2), alignContent: 'start', overflowWrap: 'anywhere' })}>
            <Heading level={2} id="tv-series-about">
              {t('tv.series.about')}
            </Heading>
            <p css={{ margin: 0 }}>{series.description}</p>
            <p css={{ margin: 0 }}>
              {t('tv.series.hostedBy')}{' '}
              {/* The host links to her profile where the brand has one. */}
              <HostLink name={series.host.name} />
            </p>
            <p css={{ margin: 0 }}>{t('tv.series.episodes', { count: series.episodeCount })}</p>
            <Link to={href('tvMediathekVideos', { key: series.key })} css={[buttonStyle('secondary'), { justifySelf: 'start' }]}>
              {t('tv.series.allVideos')}
            </Link>
          </div>
        </section>
      ) : (
        format.isPending && <Skeleton height={240} />
      )}
      <section aria-labelledby="tv-series-episodes" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
        <Heading level={2} id="tv-series-episodes">
          {t('tv.series.episodesTitle')}
        </Heading>
        <EpisodeGrid list={format} label={t('tv.series.episodesTitle')} onMore={() => setPages((n) => n + 1)} />
      </section>
    </TvLayout>
  );
}

function HostLink({ name }: { name: string }) {
  const { href, hasRoute } = usePlatform();
  if (!hasRoute('actorProfile')) return <strong>{name}</strong>;
  return <Link to={href('actorProfile', { actorName: name.toLowerCase() })}>{name}</Link>;
}
