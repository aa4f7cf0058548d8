import { useTranslation } from 'react-i18next';
import { LoadError, type BlogPost } from '@vx/shared';
import { BlogMore } from '../BlogMore/BlogMore';
import { BlogGridSkeleton } from './BlogGridSkeleton';
import { BlogPostGrid } from './BlogPostGrid';

interface Props {
  list: { posts: BlogPost[]; isPending: boolean; isError: boolean; isLoadingMore: boolean; refetch: () => void };
  label: string;
  total: number;
  hasMore: boolean;
  skeletons: number;
  empty: string;
  error: string;
  onMore: () => void;
  moreTestId?: string;
}

/** A list of posts the server pages: skeletons, then the posts, "show more" while there are more, a retry on failure. */
export function BlogPagedPosts({ list, label, total, hasMore, skeletons, empty, error, onMore, moreTestId }: Props) {
  const { t } = useTranslation('tv');
  if (list.isPending) return <BlogGridSkeleton count={skeletons} />;
  return (
    <div aria-busy={list.isLoadingMore || undefined}>
      {list.isError && <LoadError message={error} retry={list.refetch} />}
      {list.posts.length > 0 ? <BlogPostGrid posts={list.posts} label={label} /> : !list.isError && <p>{empty}</p>}
      {hasMore && !list.isError && (
        <BlogMore label={t('blog.more')} status={t('blog.shown', { shown: list.posts.length, total })} loading={list.isLoadingMore} onMore={onMore} testId={moreTestId} />
      )}
    </div>
  );
}
