import fc from 'fast-check';
import WebSocket from 'ws';
import { freePort, isAlive, spawnServer, waitUntilUp, type ServerProcess } from '../testing/server-process';
import { mayBeCutOff } from './cut-off';
import { badFrame, badGraphqlBody } from './inputs';

/**
 * The fuzz of server.fuzz.test.ts runs in-process, where an uncaught error could be swallowed by
 * Jest; here one real server process (as `npm start` runs it) gets bad frames and documents and
 * must not exit.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7);
let server: ServerProcess;
let baseUrl: string;

beforeAll(async () => {
  server = spawnServer(await freePort(), { DATA_DIR: 'memory', LOG_LEVEL: 'silent' });
  baseUrl = server.url;
  await waitUntilUp(server, 60_000);
}, 70_000);

afterAll(() => server.signal('SIGTERM'));

it('keeps a real server process up through bad socket frames and bad query documents', async () => {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
  ws.on('error', () => undefined);
  await new Promise((resolve) => ws.once('open', resolve));
  await fc.assert(
    fc.asyncProperty(fc.array(badFrame, { maxLength: 3 }), fc.constantFrom('/vxql', '/feed'), badGraphqlBody(['alive', 'topCams', 'chatShows', 'guest']), async (frames, path, body) => {
      if (ws.readyState === WebSocket.OPEN) for (const frame of frames) ws.send(frame);
      try {
        const response = await fetch(baseUrl + path, { method: 'POST', headers: body.contentType ? { 'content-type': body.contentType } : {}, body: body.body });
        await response.arrayBuffer();
        return response.status < 500;
      } catch (error) {
        if (mayBeCutOff('POST', path, body)) return true;
        throw error;
      }
    }),
    { seed: SEED, numRuns: 300, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
  );
  ws.terminate();
  expect(server.child.exitCode).toBeNull();
  expect(await isAlive(baseUrl)).toBe(true);
}, 40_000);
