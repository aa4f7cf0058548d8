import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform, type HrefArgs, type RouteName } from '@vx/shared';

interface Crumb {
  label: string;
  routeName: string;
  params: Record<string, string | number>;
}

/**
 * The article's trail as tv/article answers it (home, magazine, its category, itself). A crumb whose
 * route the brand does not compose is plain text; the last one is the page itself.
 */
export function BlogBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('tv');
  const { href, hasRoute } = usePlatform();
  // The server names each route as data: hasRoute checks it at run time, as no compiler can.
  const linkOf = ({ routeName, params }: Crumb) => {
    const name = routeName as RouteName;
    const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) as HrefArgs<RouteName>[0];
    return hasRoute(name) ? href(name, values) : null;
  };
  const trail = crumbs.map((crumb, index) => ({ label: crumb.label, to: index < crumbs.length - 1 ? linkOf(crumb) : null, current: index === crumbs.length - 1 }));
  if (trail.length < 2) return null;
  return (
    <nav data-testid="blog-breadcrumbs" aria-label={t('blog.article.breadcrumbs')} css={(theme) => ({ fontSize: theme.fontSize.small, marginTop: theme.space(4), color: theme.colors.textMuted })}>
      <ol css={(theme) => ({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), margin: 0, padding: 0 })}>
        {trail.map(({ label, to, current }, index) => (
          <li key={index} css={{ overflowWrap: 'anywhere' }}>
            {index > 0 && <span aria-hidden="true">› </span>}
            {to ? (
              <Link to={to} css={{ color: 'inherit' }}>
                {label}
              </Link>
            ) : (
              <span aria-current={current ? 'page' : undefined}>{label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
