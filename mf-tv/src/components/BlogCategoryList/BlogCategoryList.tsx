import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform } from '@vx/shared';

interface Category {
  id: number;
  name: string;
  total?: number;
}

/** Links to category pages, named as the server answers them, with their post counts where known. */
export function BlogCategoryList({ categories, title, headingId }: { categories: readonly Category[]; title: string; headingId: string }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <Heading level={2} size="subsection" id={headingId}>
        {title}
      </Heading>
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={href('blogCategory', { categoryId: String(category.id) })}
              css={(theme) => ({
                display: 'inline-flex',
                minHeight: 36,
                alignItems: 'center',
                padding: `0 ${theme.space(3)}px`,
                borderRadius: theme.radii.pill,
                border: `1px solid ${theme.colors.border}`,
                color: theme.colors.text,
                textDecoration: 'none',
                fontSize: theme.fontSize.small,
              })}
            >
              {category.total === undefined ? category.name : t('blog.categoryWithTotal', { name: category.name, count: category.total })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
