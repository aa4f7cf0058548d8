import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Container, LoadError, MIN_SEARCH_LENGTH, PageHeader, Skeleton, TileGrid, useDocumentTitle } from '@vx/shared';
import { searchSortOf } from '@vx/shared/search';
import { ActorTile } from '../../components/ActorTile/ActorTile';
import { SortSelect } from '../../components/Search/SortSelect';
import { ACTOR_RESULTS_PAGE, ACTOR_RESULTS_SORTS, useActorResultsPage, type ActorResultsSort } from '../../queries/searchResults';

/** Tiles of the first row (six columns at the widest) load their pictures at once. */
const FIRST_ROW = 6;

/**
 * /search/actors/{searchPattern}/ (spec 000 §2 "Search result pages"; spec 001 §7.4 actor search):
 * the actors the query service finds for the pattern, 24 at a time with "show more", sorted by the
 * URL's `?sort=`. A pattern under MIN_SEARCH_LENGTH asks nothing.
 */
export default function ActorSearchPage() {
  const { t } = useTranslation('chat');
  const pattern = (useParams().searchPattern ?? '').trim();
  const [search, setSearch] = useSearchParams();
  const sort = searchSortOf('actors', search.get('sort'));
  const searchable = pattern.length >= MIN_SEARCH_LENGTH;
  // Another pattern or sort starts again at the first page.
  const choice = `${pattern}\n${sort}`;
  const [shown, setShown] = useState({ choice, pages: 1 });
  if (shown.choice !== choice) setShown({ choice, pages: 1 });
  const pages = shown.choice === choice ? shown.pages : 1;
  const first = useActorResultsPage(pattern, sort, 0, searchable);
  const last = useActorResultsPage(pattern, sort, pages - 1, searchable);
  // The newest page answered knows the newest total; the first stands in while "more" loads.
  const total = (last.data ?? first.data)?.total;
  const title = t('actorResults.title', { pattern });
  useDocumentTitle(title);

  const chooseSort = (next: ActorResultsSort) => {
    const params = new URLSearchParams(search);
    if (next === ACTOR_RESULTS_SORTS[0]) params.delete('sort');
    else params.set('sort', next);
    setSearch(params, { replace: true });
  };

  return (
    <Container as="section">
      <PageHeader title={total === undefined ? title : t('actorResults.heading', { count: total, pattern })}>
        {searchable && (
          <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SortSelect value={sort} options={ACTOR_RESULTS_SORTS} text={(option) => t(`actorResults.sort.${option}`)} onChange={chooseSort} />
          </div>
        )}
      </PageHeader>
      <div css={(theme) => ({ paddingBottom: theme.space(8) })}>
        {!searchable ? (
          <p role="status">{t('actorResults.tooShort', { count: MIN_SEARCH_LENGTH })}</p>
        ) : first.isError && !first.data ? (
          <LoadError message={t('actorResults.error')} retry={() => void first.refetch()} />
        ) : total === 0 ? (
          <p data-testid="actor-results-empty">{t('actorResults.empty', { pattern })}</p>
        ) : (
          <>
            <TileGrid label={t('actorResults.results')}>
              {Array.from({ length: pages }, (_, page) => (
                <ResultPage key={page} pattern={pattern} sort={sort} page={page} total={total} />
              ))}
            </TileGrid>
            {last.isError && pages > 1 && <LoadError message={t('actorResults.error')} retry={() => void last.refetch()} />}
            {total !== undefined && pages * ACTOR_RESULTS_PAGE < total && !last.isError && (
              <div css={(theme) => ({ marginTop: theme.space(4), display: 'grid', justifyItems: 'center', gap: theme.space(2) })}>
                <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
                  {t('actorResults.shown', { shown: Math.min((last.data ? pages : pages - 1) * ACTOR_RESULTS_PAGE, total), total })}
                </p>
                <Button variant="secondary" onClick={() => setShown({ choice, pages: pages + 1 })} disabled={last.isPending} aria-busy={last.isPending || undefined}>
                  {last.isPending ? t('actorResults.loadingMore') : t('actorResults.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Container>
  );
}

interface ResultPageProps {
  pattern: string;
  sort: ActorResultsSort;
  page: number;
  /** All hits, once an answer told: how many skeletons this page stands in with. */
  total: number | undefined;
}

/**
 * One page of tiles inside the grid: its own query (the page above shares the key, so nothing is
 * asked twice), skeletons until its answer is rendered; the answer is deferred, so 24 tiles render
 * in slices instead of one long task.
 */
function ResultPage({ pattern, sort, page, total }: ResultPageProps) {
  const query = useActorResultsPage(pattern, sort, page);
  const items = useDeferredValue(query.data?.items);
  if (query.isError && !items) return null;
  if (!items) {
    const count = total === undefined ? ACTOR_RESULTS_PAGE : Math.max(0, Math.min(ACTOR_RESULTS_PAGE, total - page * ACTOR_RESULTS_PAGE));
    return Array.from({ length: count }, (_, index) => (
      <li key={index} aria-busy="true">
        <Skeleton aspectRatio="4 / 3" />
        <div css={{ height: 70 }} />
      </li>
    ));
  }
  return items.map((actor, index) => <ActorTile key={actor.id} actor={actor} eager={page === 0 && index < FIRST_ROW} />);
}
