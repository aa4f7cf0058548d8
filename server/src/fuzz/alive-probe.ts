import { performance } from 'node:perf_hooks';

export interface AliveProbe {
  /** Stops sampling and returns every duration in ms (a failed call counts as Infinity). */
  stop(): Promise<number[]>;
}

/**
 * Calls GET /rest/v1/alive every `intervalMs` while something else loads the server, one call at a
 * time, so the samples show how long a visitor waits for the cheapest answer during the load.
 */
export function probeAlive(baseUrl: string, intervalMs = 25): AliveProbe {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/rest/v1/alive`).then((r) => r.ok, () => false);
      samples.push(ok ? performance.now() - started : Infinity);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

export function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}
