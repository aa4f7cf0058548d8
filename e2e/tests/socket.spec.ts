import { expect, test } from '@playwright/test';
import { INTERNAL_SECRET } from '../support/ports';

/** Its own platform on other ports, because this test stops and starts the server. */
const PORT = 5200;

test.describe('socket', () => {
  test('reconnects after the server restarts and delivers events again', async ({ page, request }) => {
    test.setTimeout(180_000);
    // @ts-expect-error -- a plain ES module of the repo's scripts, without types
    const { startSystem } = await import('../../scripts/lib/system.mjs');
    const system = await startSystem({
      port: PORT,
      stdio: 'ignore',
      env: { DATA_DIR: 'memory', SIMULATOR: 'off', INTERNAL_SECRET, LOG_LEVEL: 'warn', SEED_ACTORS: '60' },
    });
    try {
      const sockets: string[] = [];
      let sessions = 0;
      page.on('websocket', (ws) => {
        sockets.push(ws.url());
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"sessionAcknowledge"')) sessions += 1;
        });
      });
      await page.goto(`http://localhost:${PORT}/en/cams/`);
      const tiles = page.getByTestId('actor-tile');
      await expect(tiles.first()).toBeVisible();
      await expect.poll(() => sessions).toBe(1);
      expect(sockets).toHaveLength(1);

      await system.restartServer(500);
      await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => sessions, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

      // Events flow through the new connection: an actor going offline leaves the grid.
      const id = Number(await tiles.first().getAttribute('data-actor-id'));
      await expect
        .poll(async () => {
          const response = await request.post(`http://localhost:${PORT}/rest/v1/internal/actor/${id}/offline`, {
            headers: { 'x-internal-secret': INTERNAL_SECRET },
          });
          return response.ok();
        })
        .toBe(true);
      await expect(page.locator(`[data-testid="actor-tile"][data-actor-id="${id}"]`)).toHaveCount(0);
    } finally {
      await system.stop();
    }
  });
});
