import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform, type HrefArgs, type RouteName } from '@vx/shared';
import { useBreadcrumb, type BreadcrumbRequest } from '../../queries/breadcrumbs';

/**
 * The trail of the current page from breadcrumb/{type} (queries/breadcrumbs.ts). A crumb whose route the brand does not compose is plain text; the last one is the
 * page itself. Nothing is shown while loading (only an aria-busy marker) or when the call fails: the trail is an extra.
 */
export function Breadcrumbs({ type, payload }: BreadcrumbRequest) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const { data, isPending } = useBreadcrumb({ type, payload });
  // Loading, the page is not settled yet: a server-rendered first view stays until the trail is
  // there (shell/src/firstView/handoff.ts), so it never pushes the page down as a layout shift.
  if (isPending) return <span aria-busy="true" hidden />;
  const crumbs = data?.data.breadcrumb ?? [];
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumb')} css={(theme) => ({ fontSize: theme.fontSize.small, margin: '16px 0 0' })}>
      <ol css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 4, margin: 0, padding: 0 }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          // The server names the route as data: hasRoute checks it at run time, as no compiler can.
          const name = crumb.routeName as RouteName;
          const params = Object.fromEntries(Object.entries(crumb.params).map(([key, value]) => [key, String(value)])) as HrefArgs<RouteName>[0];
          return (
            <li key={`${crumb.routeName}-${index}`} css={(theme) => ({ color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>
              {last || !hasRoute(name) ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={href(name, params)} css={(theme) => ({ color: theme.colors.textMuted })}>
                  {crumb.label}
                </Link>
              )}
              {!last && <span aria-hidden="true"> › </span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
