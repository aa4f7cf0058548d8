/**
 * `npm test`: typecheck, the dependency check, lint (rules of hooks and the boundaries between
 * packages, eslint.config.js), unit tests, server tests, the fuzz suite (alone), the end-to-end suite against the
 * production build, and the contract of each remote's built ./feature (after e2e, which builds).
 * Prints each suite's count and, last, the sum as `N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { ensureBuilt } from './lib/build.mjs';

const reports = join(ROOT, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
/** Failed tests by name with the start of their message, printed just above the sums so a CI log's tail shows them. */
const failures = [];
const firstLines = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')
    .slice(0, 6)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}… (${line.length} characters)` : line))
    .join('\n    ');

function typecheck() {
  const status = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  results.push({ suite: 'typecheck', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

/** The dependency check's own test (it finds an undeclared import in a fixture), then the check itself. */
function dependencies() {
  const status = run('node', ['--test', 'scripts/lib/dependencies.test.mjs']) || run('node', ['scripts/check-deps.mjs']);
  results.push({ suite: 'dependencies', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function lint() {
  const status = run('npm', ['run', '--silent', 'lint']);
  results.push({ suite: 'lint', passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function jest(project, args = []) {
  const file = join(reports, `jest-${project}.json`);
  const status = run('npx', ['jest', '--selectProjects', project, ...args, '--json', `--outputFile=${file}`]);
  const report = readJson(file);
  for (const suite of report?.testResults ?? []) {
    const path = suite.name.replace(`${ROOT}/`, '');
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${project}: ${path} › ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${project}: ${path}\n    ${firstLines(suite.message)}`);
  }
  const failed = report ? report.numFailedTests + report.numRuntimeErrorTestSuites : 1;
  results.push({ suite: project, passed: report?.numPassedTests ?? 0, failed: status !== 0 && failed === 0 ? 1 : failed });
}

function contract() {
  ensureBuilt();
  jest('contract');
}

function e2e() {
  const file = join(reports, 'e2e.json');
  const status = run('node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson(file);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message;
          failures.push(`e2e: ${[...titles, spec.title].join(' › ')}\n    ${firstLines(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  const stats = report?.stats;
  const failed = stats ? stats.unexpected : 1;
  results.push({ suite: 'e2e', passed: stats ? stats.expected + stats.flaky : 0, failed: status !== 0 && failed === 0 ? 1 : failed });
}

const only = process.argv.slice(2);
const suites = { typecheck, dependencies, lint, unit: () => jest('unit'), server: () => jest('server'), fuzz: () => jest('fuzz', ['--runInBand']), e2e, contract };
for (const [name, suite] of Object.entries(suites)) if (only.length === 0 || only.includes(name)) suite();

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `- ${failure}`).join('\n')}\n`);
for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
