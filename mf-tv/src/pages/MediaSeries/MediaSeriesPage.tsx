import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGrid } from '@vx/shared';
import { SeriesTile } from '../../components/SeriesTile/SeriesTile';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { useTvSeries } from '../../queries/tv';

/** /tv/media/series/: every TV series as a tile. */
export default function MediaSeriesPage() {
  const { t } = useTranslation('tv');
  const series = useTvSeries();
  const data = useDeferredValue(series.data);
  return (
    <TvLayout title={t('tv.series.title')} lead={t('tv.series.lead')}>
      <QueryGrid
        query={{ ...series, data, isPending: series.isPending || (series.data !== undefined && data === undefined) }}
        label={t('tv.series.title')}
        skeletons={6}
        items={(list) => list}
        renderItem={(item, index) => <SeriesTile key={item.id} series={item} eager={index < 4} />}
        empty={t('tv.series.empty')}
        error={t('tv.series.error')}
      />
    </TvLayout>
  );
}
