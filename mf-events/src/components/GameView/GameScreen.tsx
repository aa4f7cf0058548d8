import { useTranslation } from 'react-i18next';
import { Container, PageHeader, QueryState, Skeleton, useDocumentTitle, type QueryLike } from '@vx/shared';
import { GameView } from './GameView';
import { type GameConfig } from '@vx/shared/events';

/** The not-found state of a game page: an unknown or malformed slug. */
export function GameNotFound() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('games.notFoundTitle'));
  return (
    <Container>
      <PageHeader title={t('games.notFoundTitle')}>
        <p role="status">{t('games.notFound')}</p>
      </PageHeader>
    </Container>
  );
}

/** A game page's states: skeleton while the config loads, its error, not found for no game, else the game. */
export function GameScreen({ query }: { query: QueryLike<GameConfig | null> }) {
  const { t } = useTranslation('events');
  return (
    <QueryState
      query={query}
      loading={
        <Container>
          <div aria-busy="true" css={(theme) => ({ display: 'grid', gap: theme.space(4), marginTop: theme.space(6) })}>
            <Skeleton height={40} />
            <Skeleton height={320} />
          </div>
        </Container>
      }
      error={t('games.loadError')}
    >
      {(game) => (game ? <GameView game={game} /> : <GameNotFound />)}
    </QueryState>
  );
}
