import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, QueryState, usePlatform } from '@vx/shared';
import { BlogCategoryList } from '../../components/BlogCategoryList/BlogCategoryList';
import { BlogLayout } from '../../components/BlogLayout/BlogLayout';
import { BlogGridSkeleton } from '../../components/BlogPostGrid/BlogGridSkeleton';
import { BlogPostGrid } from '../../components/BlogPostGrid/BlogPostGrid';
import { useBlogOverview } from '../../queries/blog';
import { BlogArchiveYears } from './BlogArchiveYears';
import { BlogCategorySection } from './BlogCategorySection';

/**
 * /magazine/ (spec 000 §2 "blog overview"): the featured posts, each category with its newest posts
 * and a link to its page, the categories with their totals, and the archive by year.
 */
export default function BlogOverviewPage() {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const overview = useBlogOverview();
  // A whole page of tiles arrives at once: rendered deferred, in slices (docs/ARCHITECTURE.md).
  const data = useDeferredValue(overview.data);
  return (
    <BlogLayout title={t('blog.title')} header={<p css={{ margin: 0 }}>{t('blog.lead')}</p>}>
      <QueryState query={{ ...overview, data, isPending: overview.isPending || (overview.data !== undefined && data === undefined) }} loading={<BlogGridSkeleton count={3} />} error={t('blog.error')}>
        {(blog) => (
          <>
            {blog.featured.length > 0 && (
              <section aria-labelledby="blog-featured" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
                <Heading level={2} id="blog-featured">
                  <Link to={href('blogCategory', { categoryId: '506' })} css={(theme) => ({ color: theme.colors.text })}>
                    {t('blog.featured')}
                  </Link>
                </Heading>
                <BlogPostGrid posts={blog.featured} label={t('blog.featured')} />
              </section>
            )}
            {blog.categories
              .filter((category) => category.posts.length > 0)
              .map((category) => (
                <BlogCategorySection key={category.id} category={category} />
              ))}
            <BlogCategoryList categories={blog.categories} title={t('blog.categoriesTitle')} headingId="blog-categories" />
            <BlogArchiveYears archives={blog.archives} categories={blog.categories} />
          </>
        )}
      </QueryState>
    </BlogLayout>
  );
}
