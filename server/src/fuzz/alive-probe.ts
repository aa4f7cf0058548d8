import { Worker } from 'node:worker_threads';

export interface AliveProbe {
  /** Stops sampling and returns every duration in ms (a failed call counts as Infinity). */
  stop(): Promise<number[]>;
}

/**
 * The probe's loop, run in a worker thread: on the fuzzer's own thread, generating a large input
 * held the probe's timers and its response handling, and the samples measured the fuzzer, not the
 * server (a p99 over 100 ms on a loaded CI machine with a server that answered in 3 ms). Plain
 * JavaScript, because the worker evaluates it as it is.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, get } = require('node:http');
const { performance } = require('node:perf_hooks');
const { url, intervalMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
let running = true;
parentPort.on('message', () => { running = false; });
const callAlive = () => new Promise((resolve) => {
  const request = get(url, { agent }, (response) => {
    response.resume();
    response.once('end', () => resolve(response.statusCode === 200));
    response.once('error', () => resolve(false));
  });
  request.once('error', () => resolve(false));
});
(async () => {
  while (running) {
    const started = performance.now();
    const ok = await callAlive();
    samples.push(ok ? performance.now() - started : Infinity);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  agent.destroy();
  parentPort.postMessage(samples);
})();
`;

/**
 * Calls GET /rest/v1/alive every `intervalMs` while something else loads the server, one call at a
 * time, so the samples show how long a visitor waits for the cheapest answer during the load. The
 * probe keeps its own connections, as another visitor would: sharing fetch's pool with the load made
 * it write on a keep-alive socket the server had just closed after a refused request (ECONNRESET).
 */
export function probeAlive(baseUrl: string, intervalMs = 25): AliveProbe {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url: `${baseUrl}/rest/v1/alive`, intervalMs } });
  const samples = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await samples;
      await worker.terminate();
      return result;
    },
  };
}

export function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}
