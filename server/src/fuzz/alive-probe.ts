import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface AliveProbe {
  /** Stops sampling and returns every duration in ms (a failed call counts as Infinity). */
  stop(): Promise<number[]>;
}

/** One alive call on the probe's own connections: true when it answered 200. */
function callAlive(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode === 200));
      response.once('error', () => resolve(false));
    });
    request.once('error', () => resolve(false));
  });
}

/**
 * Calls GET /rest/v1/alive every `intervalMs` while something else loads the server, one call at a
 * time, so the samples show how long a visitor waits for the cheapest answer during the load. The
 * probe keeps its own connections, as another visitor would: sharing fetch's pool with the load made
 * it write on a keep-alive socket the server had just closed after a refused request (ECONNRESET).
 */
export function probeAlive(baseUrl: string, intervalMs = 25): AliveProbe {
  const samples: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await callAlive(`${baseUrl}/rest/v1/alive`, agent);
      samples.push(ok ? performance.now() - started : Infinity);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return samples;
    },
  };
}

export function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}
