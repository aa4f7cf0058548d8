import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORCED_AVS_COOKIE, LOGIN_MARKER_KEY, useBusEvent, usePlatform } from '@vx/shared';
import { brandModalOpen$ } from './brandModalOpen';
import { FORCED_AVS_COOKIE_DAYS, shouldShowSpanishAvsModal, shouldShowWelcomeModal } from './brandModalRules';
import { readCookie, setCookie } from './cookies';

// Both modals (and Radix) are loaded only when one is due.
const SpanishAvsModal = lazy(() => import(/* webpackChunkName: "brand-modals" */ './SpanishAvsModal'));
const WelcomeModal = lazy(() => import(/* webpackChunkName: "brand-modals" */ './WelcomeModal'));

const WELCOME_CLOSED_KEY = 'vx.brandModalClosed';

function storageHas(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The brand's modals for visitors: the Spanish age notice, or the other brand's welcome. While one
 * is due the cookie banner waits (brandModalOpen$), so they come one after the other.
 */
export function BrandModals() {
  const { brand, guest } = usePlatform();
  const [params] = useSearchParams();
  const [forcedAvs, setForcedAvs] = useState(() => readCookie(FORCED_AVS_COOKIE) !== null);
  const [welcomeClosed, setWelcomeClosed] = useState(() => storageHas(() => window.sessionStorage, WELCOME_CLOSED_KEY));
  const [inVoicecall, setInVoicecall] = useState(false);
  useBusEvent('voicecallStart', () => setInVoicecall(true));
  useBusEvent('voicecallStop', () => setInVoicecall(false));

  // A flow dialog in front has the guest's attention; the modals wait for it to close.
  const flowOpen = params.get('flow') !== null;
  const dueModal = (): 'spanishAvs' | 'welcome' | null => {
    if (flowOpen) return null;
    if (shouldShowSpanishAvsModal({ brand, guest, hasForcedAvsCookie: forcedAvs })) return 'spanishAvs';
    const hasLoginMarker = storageHas(() => window.localStorage, LOGIN_MARKER_KEY);
    const hostname = window.location.hostname;
    return shouldShowWelcomeModal({ brand, guest, inVoicecall, hostname, hasLoginMarker, closed: welcomeClosed }) ? 'welcome' : null;
  };
  const due = dueModal();
  // Before paint: the cookie banner steps aside in the same frame the modal is decided.
  useLayoutEffect(() => {
    brandModalOpen$.next(due !== null);
    return () => brandModalOpen$.next(false);
  }, [due]);

  if (due === 'spanishAvs') {
    return (
      <Suspense fallback={null}>
        <SpanishAvsModal
          onConfirm={() => {
            setCookie(FORCED_AVS_COOKIE, '1', FORCED_AVS_COOKIE_DAYS);
            setForcedAvs(true);
          }}
        />
      </Suspense>
    );
  }
  if (due === 'welcome') {
    const close = () => {
      setWelcomeClosed(true);
      try {
        window.sessionStorage.setItem(WELCOME_CLOSED_KEY, '1');
      } catch {
        // Closed for this page view at least.
      }
    };
    return (
      <Suspense fallback={null}>
        <WelcomeModal onClose={close} />
      </Suspense>
    );
  }
  return null;
}
