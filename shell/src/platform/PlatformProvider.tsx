import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefIn, PlatformContext, type Language, type FlowName, type Platform } from '@vx/shared';
import { brandRouteTable } from '../router/routeTable';
import type { Services } from './services';
import { sendTracking } from './tracking';

/** Builds the one Platform value of the current language and guest, handed to every remote. */
export function PlatformProvider({ services, language, children }: { services: Services; language: Language; children: ReactNode }) {
  const [guest, setGuest] = useState(services.session.guest$.value);
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = services.session.guest$.subscribe(setGuest);
    return () => subscription.unsubscribe();
  }, [services]);

  const table = useMemo(() => brandRouteTable(services.brand), [services.brand]);
  // Stable per language: remote areas key their loaded components by it.
  const loadFeature = useCallback<Platform['loadFeature']>(
    (remote, retry) => services.loadFeature(remote, language, retry),
    [services, language],
  );
  const platform = useMemo<Platform>(
    () => ({
      bus: services.bus,
      rest: services.rest,
      vxql: services.vxql,
      feed: services.feed,
      guestService: services.guestService,
      brand: services.brand,
      language,
      guest,
      href: hrefIn(table, language),
      hasRoute: (name) => name in table,
      track: (event) => sendTracking(event, services.session.getToken()),
      openFlow: (flow: FlowName) => {
        const outcome = services.flowOutcomes.wait(flow);
        const params = new URLSearchParams(window.location.search);
        params.set('flow', flow);
        navigate({ search: params.toString() });
        return outcome;
      },
      confirmPurchase: (question) => services.purchaseQuestions.ask(question),
      loadFeature,
      sessionConfig: services.sessionConfig,
    }),
    [services, language, guest, table, navigate, loadFeature],
  );
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}
