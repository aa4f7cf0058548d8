import type { TrackingEvent } from '@vx/shared';
import { consent } from '../consent/consent';

/**
 * Tracking goes out as a beacon, and only with the guest's consent to analytics. A beacon cannot
 * carry headers, so a logged-in guest's token rides as `access_token`, as on every REST call.
 */
export function sendTracking(event: TrackingEvent, token: string | null): void {
  if (!consent.allows('analytics')) return;
  const body = JSON.stringify({ ...event, timestamp: Date.now() });
  const query = token ? `?${new URLSearchParams({ access_token: token })}` : '';
  navigator.sendBeacon?.(`/rest/v1/tracker/track${query}`, new Blob([body], { type: 'application/json' }));
}
