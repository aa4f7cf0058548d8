import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, QueryState, Skeleton } from '@vx/shared';
import { useFavouriteModels } from '../../queries/favourites';
import { ShowMore } from '../ShowMore/ShowMore';
import { FavouriteModelRow } from './FavouriteModelRow';

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;

/** The guest's pinned models, online ones first and live on the bus, 50 at a time (queries/favourites.ts). */
export function FavouriteModels() {
  const { t } = useTranslation('myarea');
  const [pages, setPages] = useState(1);
  const models = useFavouriteModels(pages);
  const actors = useDeferredValue(models.items);
  // Skeletons until the first page is rendered (also while the deferred render lags behind it); a
  // later page joins below the rows already shown.
  const first = actors.length === 0 && (models.isPending || actors !== models.items);
  const shown = { data: first || (models.isError && actors.length === 0) ? undefined : actors, isPending: first, isError: models.isError, refetch: models.refetch };
  return (
    <section aria-labelledby="favourite-models-title" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <Heading level={2} size="subsection" id="favourite-models-title">
        {t('favourites.models')}
      </Heading>
      <QueryState
        query={shown}
        error={t('favourites.loadError')}
        loading={
          <ul aria-busy="true" css={list}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={80} />
              </li>
            ))}
          </ul>
        }
      >
        {(answer) =>
          answer.length === 0 ? (
            <p>{t('favourites.emptyModels')}</p>
          ) : (
            <ul css={list} aria-label={t('favourites.models')}>
              {answer.map((actor) => (
                <FavouriteModelRow key={actor.id} actor={actor} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {models.hasMore && <ShowMore label={t('favourites.showMore', { shown: models.items.length, total: models.total })} onMore={() => setPages(pages + 1)} />}
    </section>
  );
}
