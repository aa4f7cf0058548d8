import { useTranslation } from 'react-i18next';
import { Heading, TileGrid } from '@vx/shared';
import { useRecommendations } from '../../queries/recommendations';
import { RecommendationTile } from './RecommendationTile';

/**
 * Online actors to write to (spec 000 §5): a grid of 8 when no conversation is open, a slider of 5
 * beside an open one (currentActorId, who is left out). Nothing shows while none are online.
 */
export function Recommendations({ currentActorId }: { currentActorId: number | null }) {
  const { t } = useTranslation('messenger');
  const { data } = useRecommendations(currentActorId);
  const actors = data?.actors ?? [];
  if (actors.length === 0) return null;
  const tiles = actors.map((actor) => <RecommendationTile key={actor.actorId} actor={actor} />);
  const title = t('messenger.recommendations.title');
  return (
    <section aria-label={title} data-testid={currentActorId === null ? 'messenger-recommendations-grid' : 'messenger-recommendations-slider'}>
      <Heading level={2}>{title}</Heading>
      {currentActorId === null ? (
        <TileGrid label={title}>{tiles}</TileGrid>
      ) : (
        <ul
          aria-label={title}
          css={(theme) => ({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(120px, 1fr)', gap: theme.space(3), overflowX: 'auto', scrollSnapType: 'x mandatory', margin: 0, padding: 0, '& > li': { scrollSnapAlign: 'start' } })}
        >
          {tiles}
        </ul>
      )}
    </section>
  );
}
