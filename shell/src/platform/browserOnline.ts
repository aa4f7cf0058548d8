import type { Reporter } from '@vx/shared';

/**
 * Reports logger/browserOnline (spec 001 §7.2) each time the browser comes back online, with how
 * long it was offline. The report itself was queued by the reporter if it was made offline.
 */
export function reportBrowserOnline(report: Reporter, target: Pick<Window, 'addEventListener'> = window, now: () => number = Date.now): void {
  let offlineSince: number | null = null;
  target.addEventListener('offline', () => {
    offlineSince ??= now();
  });
  target.addEventListener('online', () => {
    const offlineMs = offlineSince === null ? 0 : Math.max(0, now() - offlineSince);
    offlineSince = null;
    report('browserOnline', { offlineMs, page: window.location.pathname });
  });
}
