import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import WebSocket from 'ws';
import { badFrame, badGraphqlBody } from './inputs';

/**
 * The fuzz of server.fuzz.test.ts runs in-process, where an uncaught error could be swallowed by
 * Jest; here one real server process (as `npm start` runs it) gets bad frames and documents and
 * must not exit.
 */
const ROOT = join(__dirname, '../../..');
const SEED = Number(process.env.FUZZ_SEED ?? 7);
let child: ChildProcess;
let baseUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function alive(): Promise<boolean> {
  return fetch(`${baseUrl}/rest/v1/alive`).then((r) => r.ok, () => false);
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: 'memory', PORT: String(port), HOST: '127.0.0.1', SIMULATOR: 'off', SEED_ACTORS: '20', DEMO_PROVIDERS: 'on', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
    detached: true,
  });
  const started = Date.now();
  while (!(await alive())) {
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`server process did not come up (exit ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 70_000);

afterAll(() => {
  // tsx starts node as its child: stop the whole process group.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
});

it('keeps a real server process up through bad socket frames and bad query documents', async () => {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
  ws.on('error', () => undefined);
  await new Promise((resolve) => ws.once('open', resolve));
  await fc.assert(
    fc.asyncProperty(fc.array(badFrame, { maxLength: 3 }), fc.constantFrom('/vxql', '/feed'), badGraphqlBody(['alive', 'topCams', 'chatShows', 'guest']), async (frames, path, body) => {
      if (ws.readyState === WebSocket.OPEN) for (const frame of frames) ws.send(frame);
      const response = await fetch(baseUrl + path, { method: 'POST', headers: body.contentType ? { 'content-type': body.contentType } : {}, body: body.body });
      await response.arrayBuffer();
      return response.status < 500;
    }),
    { seed: SEED, numRuns: 300, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
  );
  ws.terminate();
  expect(child.exitCode).toBeNull();
  expect(await alive()).toBe(true);
}, 40_000);
