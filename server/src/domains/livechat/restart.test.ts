import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRestartScenario } from './restart-scenario';

/**
 * A server restart in the middle of sessions, on the embedded database (a data folder two server
 * instances open one after the other). The same scenario runs on PostgreSQL in livechat.pg.test.ts.
 */
describe('live chat across a server restart (PGlite)', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'vx-livechat-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('bills no minute twice and none not served; a guest who comes back continues, one who does not ends with 990', async () => {
    await runRestartScenario({ DATA_DIR: join(folder, 'pglite') });
  }, 120_000);
});
