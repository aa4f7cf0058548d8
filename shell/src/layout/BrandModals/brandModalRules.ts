import type { BrandManifest, Guest } from '@vx/shared';

/** Days the forced-AVS cookie lives once a visitor confirmed the Spanish age notice. */
export const FORCED_AVS_COOKIE_DAYS = 30;

/** The Spanish-market age notice: for visitors, unless the forced-AVS cookie is set (spec 000 §5). */
export function shouldShowSpanishAvsModal(input: {
  brand: Pick<BrandManifest, 'features'>;
  guest: Pick<Guest, 'isLoggedIn'>;
  hasForcedAvsCookie: boolean;
}): boolean {
  return input.brand.features.spanishAvsModal && !input.guest.isLoggedIn && !input.hasForcedAvsCookie;
}

/**
 * The other brand's welcome modal: only for visitors who are not logged in, not in a voicecall,
 * on that brand's hosts, without a stored login marker (spec 000 §5) — and not once closed.
 */
export function shouldShowWelcomeModal(input: {
  brand: Pick<BrandManifest, 'features' | 'hosts'>;
  guest: Pick<Guest, 'isLoggedIn'>;
  inVoicecall: boolean;
  hostname: string;
  hasLoginMarker: boolean;
  closed: boolean;
}): boolean {
  const onBrandHost = input.brand.hosts.some((host) => host.split(':')[0] === input.hostname);
  return (
    input.brand.features.brandModal &&
    !input.guest.isLoggedIn &&
    !input.inVoicecall &&
    onBrandHost &&
    !input.hasLoginMarker &&
    !input.closed
  );
}
