import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Heading, usePlatform, type BlogPost } from '@vx/shared';
import { BlogPostGrid } from '../../components/BlogPostGrid/BlogPostGrid';

interface Props {
  category: { id: number; name: string; total: number; posts: BlogPost[] };
}

/** One category on the overview: its name (the server's), its newest posts and a link to all of them. */
export function BlogCategorySection({ category }: Props) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const headingId = `blog-category-${category.id}`;
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space(2) })}>
        <Heading level={2} id={headingId}>
          {category.name}
        </Heading>
        <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('blog.postCount', { count: category.total })}</span>
      </div>
      <BlogPostGrid posts={category.posts} label={category.name} />
      <Link to={href('blogCategory', { categoryId: String(category.id) })} css={[buttonStyle('secondary'), { justifySelf: 'start' }]}>
        {t('blog.allInCategory', { name: category.name })}
      </Link>
    </section>
  );
}
