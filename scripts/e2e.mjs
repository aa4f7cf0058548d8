/** The end-to-end suite: production builds of the seven apps, driven in Debian's Chromium. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from './lib/build.mjs';
import { ROOT } from './lib/apps.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Chromium at ${chromium}: apt-get install -y chromium`);
  process.exit(1);
}
ensureBuilt({ force: process.env.CI === 'true' });
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
