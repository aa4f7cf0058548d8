import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { BlogLayout } from '../../components/BlogLayout/BlogLayout';
import { BlogPagedPosts } from '../../components/BlogPostGrid/BlogPagedPosts';
import { BlogSearchFilters } from '../../components/BlogSearchFilters/BlogSearchFilters';
import { searchChoiceOf, searchParamsOf } from '../../components/BlogSearchFilters/searchChoice';
import { SEARCH_PATTERN_MIN, useBlogSearch, type SearchChoice } from '../../queries/blog';

/**
 * /search/magazine/{searchPattern}/ (spec 000 §2 "magazine search results", spec 001 §7.4 blog
 * search): posts whose title, sub-title or excerpt hold the pattern, 15 at a time, sorted and
 * filtered by the URL's `?order&category&year`. A pattern under 2 characters asks nothing.
 */
export default function BlogSearchPage() {
  const { t } = useTranslation('tv');
  const [search, setSearch] = useSearchParams();
  const choice = searchChoiceOf(useParams().searchPattern, search);
  const choose = (next: SearchChoice) => setSearch(searchParamsOf(next), { replace: true });
  const title = t('blog.search.title', { pattern: choice.pattern });
  return (
    <BlogLayout title={title}>
      {choice.pattern.length < SEARCH_PATTERN_MIN ? (
        <p role="status">{t('blog.search.tooShort', { count: SEARCH_PATTERN_MIN })}</p>
      ) : (
        <>
          <BlogSearchFilters choice={choice} onChange={choose} />
          <Results key={JSON.stringify(choice)} choice={choice} />
        </>
      )}
    </BlogLayout>
  );
}

function Results({ choice }: { choice: SearchChoice }) {
  const { t } = useTranslation('tv');
  const [pages, setPages] = useState(1);
  const list = useBlogSearch(choice, pages);
  const total = list.last?.total ?? 0;
  return (
    <section aria-label={t('blog.search.results')} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {list.first && <p role="status" css={{ margin: 0 }}>{t('blog.search.total', { count: total })}</p>}
      <BlogPagedPosts
        list={list}
        label={t('blog.search.results')}
        total={total}
        hasMore={list.posts.length < total}
        skeletons={6}
        empty={t('blog.search.empty', { pattern: choice.pattern })}
        error={t('blog.search.error')}
        onMore={() => setPages(pages + 1)}
      />
    </section>
  );
}
