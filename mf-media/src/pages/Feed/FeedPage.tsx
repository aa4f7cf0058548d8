import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonStyle, Container, LoadError, PageHeader, Skeleton, useDocumentTitle } from '@vx/shared';
import { useFeedPages, useFeedTotals } from '../../queries/feed';
import { FeedFilters } from './FeedFilters';
import { cursorsOf, filterOf, searchOf } from './feedParams';
import { FeedPostCard } from './FeedPostCard';

/**
 * /feed/ (spec 000 §4 Feed): the actors' posts, pinned first, paged by cursor. Every loaded page's
 * cursor is in the URL (`after`), so a reload or the back button shows the same posts again from
 * the request cache and the browser restores the scroll position.
 */
export default function FeedPage() {
  const { t } = useTranslation('media');
  useDocumentTitle(t('feed.title'));
  const [params] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(search)), [search]);
  const cursors = useMemo(() => cursorsOf(new URLSearchParams(search)), [search]);
  const pages = useFeedPages(filter, cursors);
  const totals = useFeedTotals(filter.follows);
  const loaded = useDeferredValue(pages.map((page) => page.data));
  const posts = loaded.flatMap((page) => page?.edges.map((edge) => edge.node) ?? []);
  const last = pages.at(-1);
  const first = pages[0];
  const lastPage = loaded.at(-1);
  const busy = pages.some((page) => page.isPending) || loaded.some((page) => page === undefined);

  return (
    <Container>
      <PageHeader title={t('feed.title')}>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('feed.subtitle')}</p>
      </PageHeader>
      <div css={{ display: 'grid', gap: 16, maxWidth: 720, margin: '0 auto' }}>
        <FeedFilters filter={filter} totals={totals.data} />
        {first.isError && !first.data ? (
          <LoadError message={t('feed.error')} retry={() => void first.refetch()} />
        ) : (
          <section aria-label={t('feed.title')} aria-busy={busy} css={{ display: 'grid', gap: 16 }}>
            {posts.length === 0 && busy && <Skeleton height={320} />}
            {posts.length === 0 && !busy && <p>{t('feed.empty')}</p>}
            {posts.map((post) => (
              <FeedPostCard key={post.id} post={post} />
            ))}
            {last?.isError && last !== first && <LoadError message={t('feed.error')} retry={() => void last.refetch()} />}
            {lastPage?.pageInfo.hasNextPage && lastPage.pageInfo.endCursor ? (
              <Link to={searchOf(filter, [...cursors, lastPage.pageInfo.endCursor])} preventScrollReset replace={false} css={buttonStyle('secondary')} data-testid="feed-more">
                {t('feed.more')}
              </Link>
            ) : (
              lastPage && posts.length > 0 && <p css={(theme) => ({ color: theme.colors.textMuted, textAlign: 'center' })}>{t('feed.end')}</p>
            )}
            {busy && posts.length > 0 && <p role="status">{t('feed.moreLoading')}</p>}
          </section>
        )}
      </div>
    </Container>
  );
}
