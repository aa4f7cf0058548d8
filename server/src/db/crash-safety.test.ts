import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../testing/db';
import { get, post, signupGuest } from '../testing/http';
import { scopedSchema, TEST_DATABASE_URL } from '../testing/postgres';
import { freePort, isAlive, spawnServer, waitUntilUp, type ServerProcess } from '../testing/server-process';
import { openDatabase } from './client';

/**
 * Data survives a crash and a second start (issue 7 §3): the real server process is killed with
 * SIGKILL in the middle of parallel purchases and started again on the same data; every purchase
 * it acknowledged is in the ledger exactly once. PGlite always; PostgreSQL with TEST_DATABASE_URL.
 */

interface LedgerRow {
  guest_id: number;
  reference: string;
  n: number;
}

interface Engine {
  env: Record<string, string>;
  /** Runs before the first server starts. */
  prepare?(): Promise<void>;
  /** Purchase rows per guest and video, read with the servers stopped. */
  ledger(guestIds: number[]): Promise<LedgerRow[]>;
  cleanup(): Promise<void>;
}

const LEDGER = (guestIds: number[]) =>
  sql`SELECT guest_id, reference, count(*)::int AS n FROM wallet_ledger
      WHERE kind = 'video_purchase' AND guest_id IN (${sql.join(guestIds.map((id) => sql`${id}`), sql`, `)})
      GROUP BY guest_id, reference`;

function pgliteEngine(): Engine & { dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'crash-'));
  const dataDir = join(root, 'pglite');
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    async ledger(guestIds) {
      const database = await openDatabase({ DATA_DIR: dataDir });
      try {
        return await queryRows<LedgerRow>(database, LEDGER(guestIds));
      } finally {
        await database.close();
      }
    },
    cleanup: async () => rmSync(root, { recursive: true, force: true }),
  };
}

function postgresEngine(url: string): Engine {
  const schema = scopedSchema(url, 'vx_crash');
  return {
    env: {
      DATABASE_URL: schema.url,
      PAYMENT_SECRET: randomBytes(32).toString('base64'),
      VISITOR_TOKEN_SECRET: randomBytes(32).toString('base64'),
    },
    // The schema exists before the server starts, so its migrations run inside it.
    prepare: () => schema.create(),
    async ledger(guestIds) {
      const database = await openDatabase({ DATABASE_URL: schema.url, DATA_DIR: 'memory' });
      try {
        return await queryRows<LedgerRow>(database, LEDGER(guestIds));
      } finally {
        await database.close();
      }
    },
    cleanup: () => schema.drop(),
  };
}

async function stop(server: ServerProcess): Promise<number | null> {
  server.signal('SIGTERM');
  return server.exited;
}

/** Signs a guest up and tops them up twice through the demo provider (400 coins). */
async function guestWithCoins(url: string): Promise<{ token: string; guestId: number }> {
  const guest = await signupGuest(url);
  for (let i = 0; i < 2; i++) {
    const started = await post(`${url}/rest/v1/vxpay/moneycharge`, { packageId: 'eur-4999' }, { token: guest.token });
    expect(started.status).toBe(200);
    const paid = await post(`${url}${started.body.checkoutUrl}/confirm`, undefined, { raw: '', contentType: 'application/x-www-form-urlencoded' });
    expect(paid.status).toBe(200);
  }
  return { token: guest.token, guestId: guest.guestId };
}

async function paidVideoIds(url: string): Promise<number[]> {
  const ids: number[] = [];
  for (let actorId = 1; actorId <= 20; actorId++) {
    const grid = await get<{ videos: { id: number; free: boolean }[] }>(`${url}/rest/v1/actor/${actorId}/videos`);
    if (grid.status === 200) ids.push(...grid.body.videos.filter((video) => !video.free).map((video) => video.id));
  }
  return ids;
}

interface Purchase {
  token: string;
  guestId: number;
  videoId: number;
  idempotencyKey: string;
}

const buy = (url: string, purchase: Purchase) =>
  post(`${url}/rest/v1/video/${purchase.videoId}/buy`, { idempotencyKey: purchase.idempotencyKey }, { token: purchase.token });

/**
 * Sends the purchases, 12 at a time, and kills the server with SIGKILL once `killAfter` have been
 * acknowledged (2xx, success): the rest are in flight or never sent. Returns the acknowledged ones.
 */
async function purchasesCutByKill(server: ServerProcess, purchases: Purchase[], killAfter: number): Promise<Purchase[]> {
  const acknowledged: Purchase[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < purchases.length) {
      const purchase = purchases[next++];
      try {
        const response = await buy(server.url, purchase);
        if (response.status >= 200 && response.status < 300 && response.body.success) acknowledged.push(purchase);
      } catch {
        // the connection died with the server
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        server.signal('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  if (!killed) server.signal('SIGKILL');
  return acknowledged;
}

const engines: Array<[string, () => Engine]> = [['PGlite', pgliteEngine]];
if (TEST_DATABASE_URL) engines.push(['PostgreSQL', () => postgresEngine(TEST_DATABASE_URL as string)]);

describe.each(engines)('crash safety (%s)', (_name, make) => {
  let engine: Engine;
  const started: ServerProcess[] = [];
  /** A server of this test; killed after it should it still run (a failed test). */
  const start = (port: number) => {
    const server = spawnServer(port, engine.env);
    started.push(server);
    return server;
  };
  beforeAll(async () => {
    engine = make();
    await engine.prepare?.();
  });
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      server.signal('SIGKILL');
      await server.exited;
    }
  });
  afterAll(() => engine.cleanup(), 30_000);

  it('kill -9 in the middle of purchases: starts again, every acknowledged purchase in the ledger once', async () => {
    const port = await freePort();
    const first = start(port);
    await waitUntilUp(first);
    const guests = await Promise.all([1, 2, 3].map(() => guestWithCoins(first.url)));
    const videos = await paidVideoIds(first.url);
    expect(videos.length).toBeGreaterThan(10);
    const purchases = videos.flatMap((videoId) =>
      guests.map((guest) => ({ ...guest, videoId, idempotencyKey: `crash-${guest.guestId}-${videoId}` })),
    );

    const acknowledged = await purchasesCutByKill(first, purchases, 8);
    expect(await first.exited).toBeNull();
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    const second = start(port);
    await waitUntilUp(second);
    // A retried purchase after the crash is recognised by its key: success, nothing charged again.
    for (const purchase of acknowledged.slice(0, 3)) {
      const before = await get(`${second.url}/rest/v1/guest/getGuestBalance`, { token: purchase.token });
      const again = await buy(second.url, purchase);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: true, balance: before.body.balance });
    }
    expect(await stop(second)).toBe(0);

    const rows = await engine.ledger(guests.map((guest) => guest.guestId));
    for (const row of rows) expect(row.n).toBe(1);
    const booked = new Set(rows.map((row) => `${row.guest_id}:${row.reference}`));
    for (const purchase of acknowledged) expect(booked).toContain(`${purchase.guestId}:video:${purchase.videoId}`);
  }, 60_000);

  if (make === pgliteEngine) {
    it('a second server on the same data folder refuses, naming the holder; the first keeps serving', async () => {
      const dataDir = (engine as ReturnType<typeof pgliteEngine>).dataDir;
      const first = start(await freePort());
      await waitUntilUp(first);
      const holder = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number };

      const second = start(await freePort());
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([second.exited, new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), 40_000)))]);
      clearTimeout(timer);
      if (code !== 1) second.signal('SIGKILL');
      expect(code).toBe(1);
      expect(second.output()).toContain(`is in use by another server (pid ${holder.pid}`);

      expect(await isAlive(first.url)).toBe(true);
      expect((await get(`${first.url}/rest/v1/actor/1/videos`)).status).toBe(200);
      expect(await stop(first)).toBe(0);
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    }, 60_000);

    it('a stop signal that arrives twice still closes the data cleanly', async () => {
      const dataDir = (engine as ReturnType<typeof pgliteEngine>).dataDir;
      const server = start(await freePort());
      await waitUntilUp(server);
      server.signal('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.signal('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    }, 60_000);
  }
});
