import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL } from '@vx/shared';

const WAIT_MS = 5000;

/**
 * `?scrollTo=id` scrolls to that element once it exists (a remote's content may arrive later);
 * any other navigation to a new path starts at the top.
 */
export function useScrollTo(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = new URLSearchParams(search).get('scrollTo');
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const element = document.getElementById(target);
      if (element) {
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - SCROLL.topOffsetPx });
        clearInterval(timer);
      } else if (Date.now() - started > WAIT_MS) clearInterval(timer);
    }, SCROLL.checkMs);
    return () => clearInterval(timer);
  }, [pathname, search]);
}
