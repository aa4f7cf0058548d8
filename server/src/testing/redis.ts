import Redis from 'ioredis';

/** Drops the rate-limit counters an earlier run left in the shared Redis: they would still be inside their window. */
export async function clearRateLimits(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const stale = await redis.keys('vx-rate-limit:*');
  if (stale.length > 0) await redis.del(...stale);
  await redis.quit();
}
