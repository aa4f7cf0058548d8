import { performance } from 'node:perf_hooks';
import { percentile, round, sleep } from './stats.mjs';

/**
 * An open-loop load: `send(i)` every 1/rate seconds whether or not earlier calls have answered,
 * latency measured from the scheduled start (so a slow server cannot slow the load down and hide
 * its queue). `send` resolves true for a good answer.
 */
export async function openLoop({ rate, seconds, send }) {
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      send(i).then(
        (ok) => (ok ? latencies.push(performance.now() - scheduled) : (failed += 1)),
        () => (failed += 1),
      ),
    );
  }
  await Promise.all(pending);
  return {
    total,
    failed,
    achievedRate: round(total / ((performance.now() - started) / 1000)),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(percentile(latencies, 100)),
  };
}
