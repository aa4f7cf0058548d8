import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadError, PAGE_SIZE, Skeleton, TileGrid } from '@vx/shared';
import type { SearchTypeState } from '../../search/types';
import { ActorTile } from '../ActorTile/ActorTile';

const FIRST_ROW = 6;

interface Props {
  state: SearchTypeState;
  label: string;
  /** The count line, e.g. "30 models online now". */
  count: string;
  empty: string;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The count, the grid of 30 actors and the pagination of a search. */
export function SearchResults({ state, label, count, empty, onPage, onRetry }: Props) {
  const { t } = useTranslation('chat');
  const { loaded } = state;
  const updating = state.status === 'loading' && loaded;
  const top = useRef<HTMLParagraphElement>(null);
  const goTo = (page: number) => {
    onPage(page);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <p css={(theme) => ({ margin: '0 0 16px', color: theme.colors.textMuted })} aria-live="polite" data-testid="cams-count" ref={top}>
        {loaded ? count : '\u00a0'}
      </p>
      <p role="status" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: 0 }}>
        {updating ? t('search.updating') : ''}
      </p>
      {state.status === 'error' && !loaded ? (
        <LoadError message={t('cams.error')} retry={onRetry} />
      ) : !loaded ? (
        <TileGrid label={label}>
          {Array.from({ length: PAGE_SIZE.actors }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="4 / 3" />
              <div css={{ height: 70 }} />
            </li>
          ))}
        </TileGrid>
      ) : state.actors.length === 0 ? (
        <p data-testid="cams-empty">{empty}</p>
      ) : (
        <div aria-busy={updating} css={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <TileGrid label={label}>
            {state.actors.map((actor, index) => (
              <ActorTile key={actor.id} actor={actor} eager={index < FIRST_ROW} />
            ))}
          </TileGrid>
        </div>
      )}
      {state.status === 'error' && loaded && <LoadError message={t('cams.error')} retry={onRetry} />}
      {loaded && state.maxPage > 1 && (
        <nav aria-label={t('cams.pagination')} css={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center', margin: '24px 0' }}>
          <Button variant="secondary" disabled={state.page <= 1} onClick={() => goTo(state.page - 1)}>
            {t('cams.previous')}
          </Button>
          <span aria-current="page">{t('cams.page', { page: state.page, max: state.maxPage })}</span>
          <Button variant="secondary" disabled={state.page >= state.maxPage} onClick={() => goTo(state.page + 1)}>
            {t('cams.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
