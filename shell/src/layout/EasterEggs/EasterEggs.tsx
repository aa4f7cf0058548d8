import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '@vx/shared';
import { brandRouteTable } from '../../router/routeTable';
import { matchRoute } from '../LanguageSelector/matchRoute';
import { easterEggsSchema } from '@vx/shared/events';

// The eggs' code loads only when the page has eggs to show, never with the start page.
const EggButtons = lazy(() => import(/* webpackChunkName: "easter-eggs" */ './EggButtons').then((module) => ({ default: module.EggButtons })));

/** The egg hunt's own page shows its eggs itself (mf-events). */
const OWN_PAGE = 'easter';

/**
 * The easter egg hunt's eggs on any page (server/docs/special.md): for a logged-in guest, the
 * eggs the server placed on the current route, each with its single-use token. Nothing is asked for
 * a visitor, and the answer is empty while no hunt runs.
 */
export function EasterEggs() {
  const { brand, guest, rest } = usePlatform();
  const { pathname } = useLocation();
  const table = useMemo(() => brandRouteTable(brand), [brand]);
  const routeName = matchRoute(pathname, table)?.name ?? null;
  const eggs = useQuery({
    queryKey: ['shell', 'easterEggs', guest.id, routeName],
    queryFn: ({ signal }) => rest.call('special/easter/eggs', { schema: easterEggsSchema, signal, payload: { routeName } }),
    enabled: guest.isLoggedIn && routeName !== null && routeName !== OWN_PAGE,
    staleTime: 60_000,
  });
  if (!eggs.data || eggs.data.eggs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EggButtons eggs={eggs.data.eggs} onCollected={() => void eggs.refetch()} />
    </Suspense>
  );
}
