import { useTranslation } from 'react-i18next';
import { Heading, TileGrid } from '@vx/shared';
import { VideoTile } from '../../components/VideoTile/VideoTile';
import { useRecommendations, type RecommendationKind } from '../../queries/videoDetail';

/** Video recommendations by actor or by video under the detail; nothing while loading or when empty. */
export function Recommendations({ videoId, by, actorName }: { videoId: number; by: RecommendationKind; actorName: string }) {
  const { t } = useTranslation('media');
  const query = useRecommendations(videoId, by);
  const videos = query.data ?? [];
  if (videos.length === 0) return null;
  const title = by === 'actor' ? t('playback.byActor', { name: actorName }) : t('playback.byVideo');
  return (
    <section data-testid={`recommendations-${by}`} css={{ display: 'grid', gap: 12, paddingBottom: 24 }}>
      <Heading level={2} size="section">
        {title}
      </Heading>
      <TileGrid label={title}>
        {videos.map((video) => (
          <VideoTile key={video.id} video={video} eager={false} showActor={by === 'video'} />
        ))}
      </TileGrid>
    </section>
  );
}
