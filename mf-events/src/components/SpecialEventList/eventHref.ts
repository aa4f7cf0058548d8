import type { Platform } from '@vx/shared';
import type { SpecialEventSummary } from '@vx/shared/events';

/** The campaign pages of spec 000 §2 by event type; the activity event has /events/{slug}/, every game /games/{slug}/. */
const CAMPAIGN_ROUTES = {
  easter: 'easter',
  adventCalendar: 'adventCalendar',
  goldrush: 'goldrush',
  prizeDraw: 'prizeDraw',
  highOnRose: 'highOnRose',
  wiesnShooting: 'shootingGallery',
  wetAndWild: 'wetnwildGame',
} as const;

/** Where an event of the overview leads, or null when the brand has no such page. */
export function eventHref({ href, hasRoute }: Pick<Platform, 'href' | 'hasRoute'>, event: Pick<SpecialEventSummary, 'type' | 'slug'>): string | null {
  const campaign = CAMPAIGN_ROUTES[event.type as keyof typeof CAMPAIGN_ROUTES];
  if (campaign) return hasRoute(campaign) ? href(campaign) : null;
  if (event.type === 'activity') return hasRoute('specialEvent') ? href('specialEvent', { eventSlug: event.slug }) : null;
  return hasRoute('game') ? href('game', { gameSlug: event.slug }) : null;
}
