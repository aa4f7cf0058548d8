/**
 * `npm run test:repeat [-- runs]`: the unit suite `runs` times in a row (10 by default), stopping at the
 * first failing run. A test that fails once in ten is flaky: it goes or is made deterministic. Not part of
 * `npm test` because ten runs take several minutes on two cores; prints each run's time and the total.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';

const runs = Number(process.argv[2] ?? 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/repeat-unit.mjs [runs]');
  process.exit(2);
}

const started = Date.now();
for (let run = 1; run <= runs; run += 1) {
  const began = Date.now();
  const { status } = spawnSync('npx', ['jest', '--selectProjects', 'unit', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - began) / 1000);
  if (status !== 0) {
    console.error(`unit suite failed on run ${run} of ${runs} (${seconds} s)`);
    process.exit(1);
  }
  console.log(`run ${run} of ${runs} passed (${seconds} s)`);
}
console.log(`${runs} runs in a row passed in ${Math.round((Date.now() - started) / 1000)} s`);
