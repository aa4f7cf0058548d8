import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform, type TvSeries } from '@vx/shared';
import { tileLink, tileMeta, tileText } from '../tileStyle';

/** A series: its picture, title, host and number of episodes, linking to the series' page. */
export function SeriesTile({ series, eager = false }: { series: TvSeries; eager?: boolean }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  return (
    <li data-testid="tv-series-tile" css={{ minWidth: 0 }}>
      <Link to={href('tvMediathekSeries', { series: series.key })} css={tileLink}>
        <img src={series.picture.w640} alt="" loading={eager ? 'eager' : 'lazy'} css={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
        <span css={tileText}>
          <strong>{series.title}</strong>
          <span css={tileMeta}>{t('tv.series.host', { name: series.host.name })}</span>
          <span css={tileMeta}>{t('tv.series.episodes', { count: series.episodeCount })}</span>
        </span>
      </Link>
    </li>
  );
}
