import fc from 'fast-check';
import WebSocket from 'ws';
import { signupGuest, get } from '../testing/http';
import { freePort, spawnServer, waitUntilUp, type ServerProcess } from '../testing/server-process';
import { startTestServer } from '../testing/server';
import { probeAlive, p99, type AliveProbe } from './alive-probe';
import { mayBeCutOff } from './cut-off';
import { badBody, badFrame, badGraphqlBody, badParam, badQuery, type RawBody } from './inputs';
import { collectRoutes, fillRoute, type RouteEntry } from './routes';

/**
 * Property-based fuzzing of every REST route, the query and feed services and the socket
 * (server/docs/security.md "Fuzzing"). Fixed seed for CI; FUZZ_SEED and FUZZ_SCALE (a multiplier of
 * the runs and of the time limits) to search further locally.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.round(n * SCALE);
const limitMs = (ms: number) => Math.round(ms * SCALE);
const ALIVE_BUDGET_MS = 100;

let server: ServerProcess;
let routes: RouteEntry[];
let guestToken: string;
let visitorToken: string;
let graphqlFields: string[];
let probe: AliveProbe;

/** Sends one raw request; the status, or 0 when the connection broke (which the server must not do either). */
async function send(method: string, path: string, body: RawBody, token?: string): Promise<number> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body.contentType) headers['content-type'] = body.contentType;
  const sendsBody = body.body !== undefined && method !== 'GET' && method !== 'HEAD';
  try {
    const response = await fetch(`${server.url}${path}`, { method, headers, body: sendsBody ? body.body : undefined, redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The top-level field names of the query service, from introspection (only `alive` when it is off). */
async function queryFields(): Promise<string[]> {
  const response = await fetch(`${server.url}/vxql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${visitorToken}` },
    body: JSON.stringify({ query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }' }),
  });
  const body = (await response.json().catch(() => ({}))) as any;
  const types = [body?.data?.__schema?.queryType, body?.data?.__schema?.mutationType];
  const names = types.flatMap((type) => (type?.fields ?? []).map((f: { name: string }) => f.name));
  return names.length ? names : ['alive'];
}

const expectServerAnswers = async () => expect((await get(`${server.url}/rest/v1/alive`)).status).toBe(200);

beforeAll(async () => {
  // The route list comes from an app in this process; the fuzzing goes to a real server process, so
  // the alive call measures the server's event loop, not the fuzzer's own work of generating inputs.
  const routeSource = await startTestServer({ seedActors: 1 });
  routes = collectRoutes(routeSource.app);
  await routeSource.close();
  server = spawnServer(await freePort(), {
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    // Introspection on, as in development: the fuzz reads the top-level fields from the schema.
    GRAPHQL_INTROSPECTION: 'on',
    // Every fuzz client is 127.0.0.1 and replaces each socket the server closes.
    SOCKETS_PER_ADDRESS: '1000',
    SOCKET_UPGRADES_PER_ADDRESS: '100000',
    LOGINS_PER_ADDRESS: '100000',
    SIGNUPS_PER_ADDRESS: '100000',
    PASSWORD_RESETS_PER_ADDRESS: '100000',
  });
  await waitUntilUp(server, 60_000);
  guestToken = (await signupGuest(server.url)).token;
  visitorToken = (await get(`${server.url}/rest/v1/vxql/visitorToken`)).body.token;
  graphqlFields = await queryFields();
  probe = probeAlive(server.url);
}, 90_000);

afterAll(async () => {
  const samples = await probe.stop();
  expect(server.child.exitCode).toBeNull();
  server.signal('SIGTERM');
  await server.exited;
  // Reported, not asserted: one slow sample under CI load should not fail the suite (p99 is asserted).
  console.log(`alive during fuzzing: ${samples.length} samples, p99 ${p99(samples).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`);
  expect(p99(samples)).toBeLessThanOrEqual(ALIVE_BUDGET_MS);
  // Every alive call answered: a failed one is a sample of Infinity.
  expect(samples.filter((sample) => !Number.isFinite(sample))).toEqual([]);
});

describe('fuzzing', () => {
  it('finds the routes of the running app', () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/rest/v1/alive' });
    expect(routes).toContainEqual({ method: 'POST', url: '/vxql' });
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every REST route with bad parameters, queries, bodies and content types without a 5xx', async () => {
    const rest = routes.filter((r) => r.url.startsWith('/rest/') || r.url.startsWith('/demo-pay/') || r.url.startsWith('/media/'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rest),
        fc.array(badParam, { minLength: 1, maxLength: 4 }),
        badQuery,
        badBody,
        fc.boolean(),
        async (route, params, query, body, withToken) => {
          const target = fillRoute(route.url, params) + query;
          const status = await send(route.method, target, body, withToken ? guestToken : undefined);
          return status > 0 ? status < 500 : mayBeCutOff(route.method, target, body);
        },
      ),
      { seed: SEED, numRuns: runs(2500), interruptAfterTimeLimit: limitMs(30_000), markInterruptAsFailure: false },
    );
    await expectServerAnswers();
  }, limitMs(60_000));

  it('answers the query and feed services with bad documents and variables without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/vxql', '/feed'),
        fc.constantFrom('POST', 'GET'),
        badGraphqlBody(graphqlFields),
        badQuery,
        fc.constantFrom<'guest' | 'visitor' | 'none'>('guest', 'visitor', 'none'),
        async (path, method, body, query, who) => {
          const token = who === 'guest' ? guestToken : who === 'visitor' ? visitorToken : undefined;
          // GET carries the document in the query string, as GraphQL over HTTP allows.
          const target = method === 'GET' ? `${path}?query=${encodeURIComponent(body.body ?? '')}&${query.slice(1)}` : path + query;
          const status = await send(method, target, body, token);
          return status > 0 ? status < 500 : mayBeCutOff(method, target, body);
        },
      ),
      { seed: SEED, numRuns: runs(1500), interruptAfterTimeLimit: limitMs(25_000), markInterruptAsFailure: false },
    );
    await expectServerAnswers();
  }, limitMs(50_000));

  it('survives random socket frames: JSON of bad shapes, non-JSON, binary and huge frames', async () => {
    let socket: WebSocket | null = null;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
        ws.on('error', () => undefined);
      });
    await fc.assert(
      fc.asyncProperty(fc.array(badFrame, { minLength: 1, maxLength: 5 }), async (frames) => {
        // A server that closes a misbehaving socket is fine; the next case opens a new one.
        if (!socket || socket.readyState !== WebSocket.OPEN) socket = await open();
        for (const frame of frames) socket.send(frame);
        return true;
      }),
      { seed: SEED, numRuns: runs(1500), interruptAfterTimeLimit: limitMs(15_000), markInterruptAsFailure: false },
    );
    (socket as WebSocket | null)?.terminate();
    // The server still takes a well-behaved socket.
    const ws = await open();
    const pong = new Promise<string>((resolve) => ws.on('message', (data) => resolve(JSON.parse(data.toString()).type)));
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toBe('pong');
    ws.close();
    await expectServerAnswers();
  }, limitMs(40_000));
});
