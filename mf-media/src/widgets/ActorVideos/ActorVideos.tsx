import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, TileGrid } from '@vx/shared';
import { isNotFound, useActorVideos } from '../../api';
import { LoadError, NotFound } from '../../components/LoadState/LoadState';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { VideoFilters } from './VideoFilters';
import { VideoTile } from './VideoTile';

export interface ActorVideosProps {
  actorId: number;
  actorName: string;
  tagGroup?: string;
  classic?: boolean;
}

const NO_TAGS: readonly string[] = [];

/** Spec 001 §9: 16 videos per grid. */
const GRID_SIZE = 16;

/** The actor's video grid (widget `actorVideos`): filters, 16 tiles a page, pagination by `?page=`. */
export default function ActorVideos({ actorId, actorName, tagGroup, classic = false }: ActorVideosProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const page = usePageParam();
  const videos = useActorVideos(actorId, page, { tagGroup, classic });
  const heading = tagGroup ? t('videos.tagTitle', { tag: tagGroup, name: actorName }) : classic ? t('videos.classicTitle', { name: actorName }) : t('videos.title', { name: actorName });

  return (
    <section aria-labelledby={headingId} data-testid="actor-videos" aria-busy={videos.isFetching}>
      <h2 id={headingId} css={{ fontSize: 22, margin: '8px 0 12px' }}>
        {heading}
      </h2>
      <VideoFilters actorName={actorName} tagGroup={tagGroup} classic={classic} tagGroups={videos.data?.tagGroups ?? NO_TAGS} />
      {videos.isPending && (
        <TileGrid>
          {Array.from({ length: GRID_SIZE }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="4 / 3" />
            </li>
          ))}
        </TileGrid>
      )}
      {videos.isError &&
        (isNotFound(videos.error) ? <NotFound message={t('videos.notFound')} /> : <LoadError message={t('videos.error')} retry={() => void videos.refetch()} />)}
      {videos.data &&
        (videos.data.videos.length === 0 ? (
          <p>{t('videos.empty')}</p>
        ) : (
          <>
            <TileGrid label={heading}>
              {videos.data.videos.map((video, index) => (
                <VideoTile key={video.id} video={video} actorName={actorName} eager={index < 4} />
              ))}
            </TileGrid>
            <Pagination page={videos.data.page} maxPage={videos.data.maxPage} />
          </>
        ))}
    </section>
  );
}
