import { useTranslation } from 'react-i18next';
import { SEARCH_ORDERS, useBlogOverview, type SearchChoice, type SearchOrder } from '../../queries/blog';
import { BlogSelect } from './BlogSelect';

/**
 * Sort (newest, oldest), category and year of the magazine search. The categories and years are
 * the overview's (blog/pm, cached for a minute), named by the server in the page's language.
 */
export function BlogSearchFilters({ choice, onChange }: { choice: SearchChoice; onChange: (choice: SearchChoice) => void }) {
  const { t } = useTranslation('tv');
  const overview = useBlogOverview();
  const categories = overview.data?.categories ?? [];
  const years = overview.data?.archives ?? [];
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
      <BlogSelect
        label={t('blog.search.order')}
        value={choice.order}
        options={SEARCH_ORDERS.map((order) => ({ value: order, label: t(`blog.search.${order}`) }))}
        onChange={(order) => onChange({ ...choice, order: order as SearchOrder })}
      />
      <BlogSelect
        label={t('blog.search.category')}
        value={String(choice.categoryId ?? '')}
        options={[{ value: '', label: t('blog.search.allCategories') }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))]}
        onChange={(id) => onChange({ ...choice, categoryId: id ? Number(id) : null })}
      />
      <BlogSelect
        label={t('blog.search.year')}
        value={String(choice.year ?? '')}
        options={[{ value: '', label: t('blog.search.allYears') }, ...years.map(({ year }) => ({ value: String(year), label: String(year) }))]}
        onChange={(year) => onChange({ ...choice, year: year ? Number(year) : null })}
      />
    </div>
  );
}
