import { useTranslation } from 'react-i18next';
import { LoadError, Skeleton, TileGrid, type TvVideo } from '@vx/shared';
import type { Pages } from '../../queries/pages';
import { EpisodeTile } from '../EpisodeTile/EpisodeTile';
import { ShowMore } from '../ShowMore/ShowMore';

interface Props {
  list: Pages<unknown, TvVideo>;
  label: string;
  onMore: () => void;
}

/** Episodes 30 at a time with "show more" under them, skeletons while the first page loads. */
export function EpisodeGrid({ list, label, onMore }: Props) {
  const { t } = useTranslation('tv');
  if (list.isPending)
    return (
      <TileGrid label={label}>
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index}>
            <Skeleton aspectRatio="16 / 9" />
          </li>
        ))}
      </TileGrid>
    );
  return (
    <>
      {list.isError && <LoadError message={t('tv.series.episodesError')} retry={list.refetch} />}
      {list.items.length > 0 ? (
        <TileGrid label={label}>
          {list.items.map((video, index) => (
            <EpisodeTile key={video.id} video={video} eager={index < 4} />
          ))}
        </TileGrid>
      ) : (
        !list.isError && <p>{t('tv.series.noEpisodes')}</p>
      )}
      {(list.hasMore || list.isLoadingMore) && <ShowMore loading={list.isLoadingMore} onMore={onMore} />}
    </>
  );
}
