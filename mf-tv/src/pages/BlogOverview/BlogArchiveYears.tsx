import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform } from '@vx/shared';

interface Props {
  archives: ReadonlyArray<{ year: number; total: number }>;
  categories: ReadonlyArray<{ id: number; name: string }>;
}

/**
 * The overview's archive: the years with their post counts, and the way into them. The archive is
 * kept per category (blog/archives/{category}, no call spans them all), so each category links to
 * its archive page, whose year tabs open these years.
 */
export function BlogArchiveYears({ archives, categories }: Props) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  if (!archives.length) return null;
  return (
    <section aria-labelledby="blog-archives" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <Heading level={2} size="subsection" id="blog-archives">
        {t('blog.archivesTitle')}
      </Heading>
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(4), color: theme.colors.textMuted })}>
        {archives.map(({ year, total }) => (
          <li key={year}>{t('blog.archiveYear', { year, count: total })}</li>
        ))}
      </ul>
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={href('blogArchives', { categoryId: String(category.id) })} css={(theme) => ({ color: theme.colors.text })}>
              {t('blog.category.archiveLink', { name: category.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
