import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The same path and query with another `?page=`; the first page drops the parameter. */
function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const linkStyle = { padding: '8px 12px', borderRadius: 8, textDecoration: 'none', fontWeight: 600 } as const;

/** Previous and next page as links (shareable URLs, no reload); nothing when there is one page. */
export function Pagination({ page, maxPage }: { page: number; maxPage: number }) {
  const { t } = useTranslation('media');
  const { pathname, search } = useLocation();
  if (maxPage <= 1) return null;
  const to = (target: number) => ({ pathname, search: pageSearch(search, target) });
  return (
    <nav aria-label={t('pagination.label')} css={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12, margin: '24px 0' }}>
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" css={(theme) => ({ ...linkStyle, color: theme.colors.text, border: `1px solid ${theme.colors.border}` })}>
          {t('pagination.previous')}
        </Link>
      )}
      <span aria-current="page">{t('pagination.status', { page, maxPage })}</span>
      {page < maxPage && (
        <Link to={to(page + 1)} rel="next" css={(theme) => ({ ...linkStyle, color: theme.colors.text, border: `1px solid ${theme.colors.border}` })}>
          {t('pagination.next')}
        </Link>
      )}
    </nav>
  );
}
