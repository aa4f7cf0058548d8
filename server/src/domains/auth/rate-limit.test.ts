import { FailureLimiter } from './rate-limit';

describe('FailureLimiter', () => {
  it('allows up to the limit, then blocks until the oldest failure leaves the window', () => {
    let now = 1_000_000;
    const limiter = new FailureLimiter({ maxFailures: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterMs('k')).toBe(0);
      limiter.fail('k');
      now += 1_000;
    }
    expect(limiter.retryAfterMs('k')).toBe(57_000);
    expect(limiter.retryAfterMs('other')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfterMs('k')).toBe(0);
  });

  it('forgets a key on reset and bounds the number of keys', () => {
    const limiter = new FailureLimiter({ maxFailures: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.fail('a');
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.retryAfterMs('c')).toBeGreaterThan(0);
    limiter.reset('c');
    expect(limiter.retryAfterMs('c')).toBe(0);
  });
});
