import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonStyle, usePlatform } from '@vx/shared';
import { BlogNotFound } from '../../components/BlogNotFound/BlogNotFound';
import { BlogLayout } from '../../components/BlogLayout/BlogLayout';
import { BlogPagedPosts } from '../../components/BlogPostGrid/BlogPagedPosts';
import { isNotFound, parseCategoryId, useBlogCategoryPosts } from '../../queries/blog';

/**
 * /magazine/category/{categoryId}/ (spec 000 §3 blog categories): the category's posts newest first,
 * 15 at a time with "show more", and a link to its archive. Nothing is excluded here: the overview
 * leaves its featured posts out of the category rows so that no post shows twice there, but a
 * category's own page lists all of its posts. The name is the server's, in the page's language.
 */
export default function BlogCategoryPage() {
  const { t } = useTranslation('tv');
  const categoryId = parseCategoryId(useParams().categoryId);
  return categoryId === null ? <BlogNotFound message={t('blog.category.notFound')} /> : <CategoryPosts key={categoryId} categoryId={categoryId} />;
}

function CategoryPosts({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const [pages, setPages] = useState(1);
  const list = useBlogCategoryPosts(categoryId, pages);
  if (list.first === undefined && list.isError && isNotFound(list.error)) return <BlogNotFound message={t('blog.category.notFound')} />;
  const name = list.first?.category.name;
  const total = list.last?.total ?? 0;
  return (
    <BlogLayout title={name ?? t('blog.title')} header={list.first && <p css={{ margin: 0 }}>{t('blog.postCount', { count: total })}</p>}>
      <section aria-label={name ? t('blog.category.posts', { name }) : undefined}>
        <BlogPagedPosts
          list={list}
          label={name ?? t('blog.title')}
          total={total}
          hasMore={list.posts.length < total}
          skeletons={6}
          empty={t('blog.empty')}
          error={t('blog.error')}
          onMore={() => setPages(pages + 1)}
        />
      </section>
      {name && (
        <Link to={href('blogArchives', { categoryId: String(categoryId) })} css={[buttonStyle('secondary'), { justifySelf: 'start' }]}>
          {t('blog.category.archiveLink', { name })}
        </Link>
      )}
    </BlogLayout>
  );
}
