import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { MIN_SEARCH_LENGTH } from '@vx/shared';
import { searchSortOf } from '@vx/shared/search';
import { BlogSelect } from '../../components/BlogSearchFilters/BlogSelect';
import { PagedTileGrid } from '../../components/PagedTileGrid/PagedTileGrid';
import { SeriesTile } from '../../components/SeriesTile/SeriesTile';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { SERIES_SEARCH_SORTS, useSeriesSearch, type SeriesSearchSort } from '../../queries/tv';

/**
 * /search/series/{searchPattern}/ (spec 000 §2 "Search result pages"; spec 001 §7.4 mediathek
 * search): the TV series the query service finds for the pattern, 30 at a time with "show more",
 * sorted by the URL's `?sort=`. A pattern under MIN_SEARCH_LENGTH asks nothing.
 */
export default function SeriesSearchPage() {
  const { t } = useTranslation('tv');
  const pattern = (useParams().searchPattern ?? '').trim();
  const [search, setSearch] = useSearchParams();
  const sort = searchSortOf('mediathek', search.get('sort'));
  const chooseSort = (next: SeriesSearchSort) => {
    const params = new URLSearchParams(search);
    if (next === SERIES_SEARCH_SORTS[0]) params.delete('sort');
    else params.set('sort', next);
    setSearch(params, { replace: true });
  };
  return (
    <TvLayout title={t('tv.search.title', { pattern })}>
      {pattern.length < MIN_SEARCH_LENGTH ? (
        <p role="status">{t('tv.search.tooShort', { count: MIN_SEARCH_LENGTH })}</p>
      ) : (
        <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
          <div css={{ display: 'flex' }}>
            <BlogSelect
              label={t('tv.search.sort')}
              value={sort}
              options={SERIES_SEARCH_SORTS.map((option) => ({ value: option, label: t(`tv.search.sorts.${option}`) }))}
              onChange={(value) => chooseSort(searchSortOf('mediathek', value))}
            />
          </div>
          <Results key={`${pattern}\n${sort}`} pattern={pattern} sort={sort} />
        </div>
      )}
    </TvLayout>
  );
}

/** One pattern and sort's results; keyed by both, so another starts again at the first page. */
function Results({ pattern, sort }: { pattern: string; sort: SeriesSearchSort }) {
  const { t } = useTranslation('tv');
  const [pages, setPages] = useState(1);
  const list = useSeriesSearch(pattern, sort, pages);
  return (
    <section aria-label={t('tv.search.results')} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {list.first && (
        <p role="status" css={{ margin: 0 }}>
          {t('tv.search.total', { count: list.total })}
        </p>
      )}
      <PagedTileGrid
        list={list}
        label={t('tv.search.results')}
        aspectRatio="4 / 3"
        empty={t('tv.search.empty', { pattern })}
        error={t('tv.search.error')}
        renderItem={(series, index) => <SeriesTile key={series.id} series={series} eager={index < 4} />}
        onMore={() => setPages(pages + 1)}
      />
    </section>
  );
}
