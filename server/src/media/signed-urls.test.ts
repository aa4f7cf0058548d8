import { mediaUrlKey, signedImages, verifiedGrant } from './signed-urls';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const key = mediaUrlKey(SECRET);
const NOW = Date.UTC(2026, 10, 24, 12, 20);

/** The query of a signed URL as the route receives it. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

describe('signed media URLs', () => {
  const images = signedImages(key, 'picture', 1001, 7, NOW);

  it('signs each width for one guest and an expiry one to two hours ahead', () => {
    expect(images.w320).toMatch(/^\/media\/picture\/1001\/320\.svg\?guest=7&expires=\d+&signature=[\w-]{43}$/);
    expect(images.w1280).toMatch(/^\/media\/picture\/1001\/1280\.svg\?/);
    const expires = Number(queryOf(images.w640).expires) * 1000;
    expect(expires - NOW).toBeGreaterThanOrEqual(3600_000);
    expect(expires - NOW).toBeLessThanOrEqual(2 * 3600_000);
    // The same URL within the hour, so the browser's cache keeps working across page loads.
    expect(signedImages(key, 'picture', 1001, 7, NOW + 60_000)).toEqual(images);
  });

  it('accepts its own URL until it expires and names the guest and the expiry', () => {
    const query = queryOf(images.w1280);
    const expires = Number(query.expires);
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280 }, query, NOW)).toEqual({ guestId: 7, expires });
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280 }, query, expires * 1000 - 1)).toEqual({ guestId: 7, expires });
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280 }, query, expires * 1000)).toBeNull();
  });

  it.each([
    ['another guest', { guest: '8' }, {}],
    ['a later expiry', { expires: String(Number(queryOf(images.w1280).expires) + 3600) }, {}],
    ['a changed signature', { signature: `A${queryOf(images.w1280).signature.slice(1)}` }, {}],
    ['no signature', { signature: undefined }, {}],
    ['a malformed guest', { guest: '7.0' }, {}],
    ['another picture', {}, { id: 1002 }],
    ['another width', {}, { width: 640 as const }],
    ['another subject', {}, { subject: 'video' as const }],
  ])('refuses %s', (_case, change, target) => {
    const query: Record<string, string | undefined> = { ...queryOf(images.w1280), ...change };
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280, ...target }, query, NOW)).toBeNull();
  });

  it('refuses URLs signed with another secret, and an expiry further ahead than ever issued', () => {
    const other = signedImages(mediaUrlKey(`${SECRET}-other`), 'picture', 1001, 7, NOW);
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280 }, queryOf(other.w1280), NOW)).toBeNull();
    // Signed properly, but for a far future: refused as no server issues such URLs.
    const future = signedImages(key, 'picture', 1001, 7, NOW + 30 * 24 * 3600_000);
    expect(verifiedGrant(key, { subject: 'picture', id: 1001, width: 1280 }, queryOf(future.w1280), NOW)).toBeNull();
  });
});
