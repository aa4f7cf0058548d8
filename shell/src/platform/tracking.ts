import type { TrackingEvent } from '@vx/shared';
import { consent } from '../consent/consent';

/**
 * Tracking goes out as a beacon, and only with the guest's consent to analytics. A beacon cannot
 * carry headers and a URL is logged, so a logged-in guest's token rides in the body.
 */
export function sendTracking(event: TrackingEvent, token: string | null): void {
  if (!consent.allows('analytics')) return;
  const body = JSON.stringify({ ...event, timestamp: Date.now(), ...(token ? { accessToken: token } : {}) });
  navigator.sendBeacon?.('/rest/v1/tracker/track', new Blob([body], { type: 'application/json' }));
}
