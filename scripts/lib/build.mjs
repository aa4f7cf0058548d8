import { spawnSync } from 'node:child_process';
import { APPS, isBuilt, ROOT } from './apps.mjs';

/** Builds the apps that have no build yet (all of them with force), two at a time on two cores. */
export function ensureBuilt({ force = false } = {}) {
  const missing = APPS.filter((app) => force || !isBuilt(app));
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((app) => app.dir).join(', ')} …`);
  const scopes = missing.flatMap((app) => ['--scope', `@vx/${app.dir}`]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}
