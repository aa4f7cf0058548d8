import { liveStreamUrl, MAX_SUBJECT_LENGTH, signLiveGrant, verifyLiveGrant } from './grant';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = 1_800_000_000_000;
const input = { actorId: 7, expiresAt: NOW / 1000 + 600, subject: 'preview:guest-12' };

describe('live grants', () => {
  it('verifies for its actor until it expires', () => {
    const token = signLiveGrant(SECRET, input);
    expect(verifyLiveGrant(SECRET, token, 7, NOW)).toEqual({ subject: 'preview:guest-12', expiresAt: input.expiresAt });
    expect(verifyLiveGrant(SECRET, token, 7, input.expiresAt * 1000 - 1)).not.toBeNull();
    expect(verifyLiveGrant(SECRET, token, 7, input.expiresAt * 1000)).toBeNull();
    expect(verifyLiveGrant(SECRET, token, 8, NOW)).toBeNull();
  });

  it('refuses another secret, a missing token and any changed part', () => {
    const token = signLiveGrant(SECRET, input);
    expect(verifyLiveGrant('another-secret-that-is-long-enough-98765', token, 7, NOW)).toBeNull();
    expect(verifyLiveGrant(SECRET, undefined, 7, NOW)).toBeNull();
    expect(verifyLiveGrant(SECRET, '', 7, NOW)).toBeNull();
    const [actor, expires, subject, signature] = token.split('.');
    const forged = [
      [actor, String(Number(expires) + 3600), subject, signature],
      [actor, expires, Buffer.from('chat:1').toString('base64url'), signature],
      [actor, expires, subject, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
      [actor, expires, subject],
    ].map((parts) => parts.join('.'));
    for (const token of [...forged, `${signLiveGrant(SECRET, input)}x`, 'not a token']) {
      expect(verifyLiveGrant(SECRET, token, 7, NOW)).toBeNull();
    }
  });

  it('carries any subject, and refuses to sign nonsense', () => {
    const subject = 'chat:Ünïcode & spaces/?=.';
    expect(verifyLiveGrant(SECRET, signLiveGrant(SECRET, { ...input, subject }), 7, NOW)?.subject).toBe(subject);
    const longest = 'x'.repeat(MAX_SUBJECT_LENGTH);
    expect(verifyLiveGrant(SECRET, signLiveGrant(SECRET, { ...input, subject: longest }), 7, NOW)?.subject).toBe(longest);
    expect(() => signLiveGrant(SECRET, { ...input, subject: `${longest}x` })).toThrow();
    expect(() => signLiveGrant(SECRET, { ...input, actorId: 0 })).toThrow();
    expect(() => signLiveGrant(SECRET, { ...input, expiresAt: 1.5 })).toThrow();
  });

  it('builds the master URL with the grant', () => {
    const url = liveStreamUrl(SECRET, input);
    expect(url).toMatch(/^\/media\/live\/7\/master\.m3u8\?grant=[\w.-]+$/);
    const token = new URL(url, 'http://localhost').searchParams.get('grant');
    expect(verifyLiveGrant(SECRET, token ?? undefined, 7, NOW)?.subject).toBe('preview:guest-12');
  });
});
