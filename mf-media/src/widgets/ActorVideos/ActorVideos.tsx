import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, QueryGrid, type WidgetProps } from '@vx/shared';
import { isNotFound, useActorVideos } from '../../queries/media';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { VideoFilters } from './VideoFilters';
import { VideoTile } from '../../components/VideoTile/VideoTile';
import { useTagName } from '../../tags/useTagName';

type ActorVideosProps = WidgetProps<'mf_media', 'actorVideos'>;

const NO_TAGS: readonly string[] = [];

/** Spec 001 §9: 16 videos per grid. */
const GRID_SIZE = 16;

/** The actor's video grid (widget `actorVideos`): filters, 16 tiles a page, pagination by `?page=`. */
export default function ActorVideos({ actorId, actorName, tagGroup, classic = false }: ActorVideosProps) {
  const { t } = useTranslation('media');
  const tagName = useTagName();
  const headingId = useId();
  const page = usePageParam();
  const videos = useActorVideos(actorId, page, { tagGroup, classic });
  const heading = tagGroup ? t('videos.tagTitle', { tag: tagName(tagGroup), name: actorName }) : classic ? t('videos.classicTitle', { name: actorName }) : t('videos.title', { name: actorName });

  return (
    <section aria-labelledby={headingId} data-testid="actor-videos" aria-busy={videos.isFetching}>
      <Heading level={2} id={headingId} css={{ margin: '8px 0 12px' }}>
        {heading}
      </Heading>
      <VideoFilters actorName={actorName} tagGroup={tagGroup} classic={classic} tagGroups={videos.data?.tagGroups ?? NO_TAGS} />
      <QueryGrid
        query={videos}
        label={heading}
        skeletons={GRID_SIZE}
        items={(data) => data.videos}
        renderItem={(video, index) => <VideoTile key={video.id} video={video} eager={index < 4} />}
        empty={t('videos.empty')}
        error={t('videos.error')}
        notFound={isNotFound(videos.error) ? t('videos.notFound') : undefined}
      >
        {videos.data && <Pagination page={videos.data.page} maxPage={videos.data.maxPage} />}
      </QueryGrid>
    </section>
  );
}
