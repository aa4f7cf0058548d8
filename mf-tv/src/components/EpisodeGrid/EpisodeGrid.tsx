import { useTranslation } from 'react-i18next';
import type { TvVideo } from '@vx/shared';
import type { Pages } from '../../queries/pages';
import { EpisodeTile } from '../EpisodeTile/EpisodeTile';
import { PagedTileGrid } from '../PagedTileGrid/PagedTileGrid';

interface Props {
  list: Pages<unknown, TvVideo>;
  label: string;
  onMore: () => void;
}

/** Episodes 30 at a time with "show more" under them, skeletons while the first page loads. */
export function EpisodeGrid({ list, label, onMore }: Props) {
  const { t } = useTranslation('tv');
  return (
    <PagedTileGrid
      list={list}
      label={label}
      aspectRatio="16 / 9"
      empty={t('tv.series.noEpisodes')}
      error={t('tv.series.episodesError')}
      renderItem={(video, index) => <EpisodeTile key={video.id} video={video} eager={index < 4} />}
      onMore={onMore}
    />
  );
}
