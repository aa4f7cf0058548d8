import { consentDecided } from './consent';

const cookie = (value: unknown) => `vx_consent=${encodeURIComponent(JSON.stringify(value))}`;

describe('consentDecided', () => {
  it('is true for a stored choice among other cookies', () => {
    expect(consentDecided(`a=1; ${cookie({ necessary: true, functional: false, analytics: true })}; b=2`)).toBe(true);
  });

  it('is false without the cookie, or with one the shell could not read', () => {
    expect(consentDecided(undefined)).toBe(false);
    expect(consentDecided('other=1')).toBe(false);
    expect(consentDecided('vx_consent=%7Bbroken')).toBe(false);
    expect(consentDecided('vx_consent=%E0%A4%A')).toBe(false);
    expect(consentDecided(cookie(null))).toBe(false);
    expect(consentDecided('xvx_consent=1')).toBe(false);
  });
});
