import { shouldShowSpanishAvsModal, shouldShowWelcomeModal } from './brandModalRules';

const features = (brandModal: boolean, spanishAvsModal: boolean) => ({ brandModal, spanishAvsModal });

describe('shouldShowSpanishAvsModal', () => {
  it('shows to visitors of the Spanish brand without the forced-AVS cookie', () => {
    const brand = { features: features(false, true) };
    expect(shouldShowSpanishAvsModal({ brand, guest: { isLoggedIn: false }, hasForcedAvsCookie: false })).toBe(true);
    expect(shouldShowSpanishAvsModal({ brand, guest: { isLoggedIn: false }, hasForcedAvsCookie: true })).toBe(false);
    expect(shouldShowSpanishAvsModal({ brand, guest: { isLoggedIn: true }, hasForcedAvsCookie: false })).toBe(false);
    expect(
      shouldShowSpanishAvsModal({ brand: { features: features(false, false) }, guest: { isLoggedIn: false }, hasForcedAvsCookie: false }),
    ).toBe(false);
  });
});

describe('shouldShowWelcomeModal', () => {
  const base = {
    brand: { features: features(true, false), hosts: ['amora.localhost', 'www.amora.example'] },
    guest: { isLoggedIn: false },
    inVoicecall: false,
    hostname: 'amora.localhost',
    hasLoginMarker: false,
    closed: false,
  };

  it('shows to a first-time visitor on the brand host', () => {
    expect(shouldShowWelcomeModal(base)).toBe(true);
  });

  it.each([
    ['the brand has no modal', { brand: { ...base.brand, features: features(false, false) } }],
    ['logged in', { guest: { isLoggedIn: true } }],
    ['in a voicecall', { inVoicecall: true }],
    ['on another host', { hostname: 'localhost' }],
    ['with a login marker', { hasLoginMarker: true }],
    ['after closing it', { closed: true }],
  ])('does not show when %s', (_, change) => {
    expect(shouldShowWelcomeModal({ ...base, ...change })).toBe(false);
  });
});
