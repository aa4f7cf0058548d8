/**
 * Budget: Lighthouse mobile (its default config: Moto G-class emulation, simulated throttling) on
 * the start page and on /en/cams/ — performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05 (DESIGN.md §6).
 *
 * Runs the lighthouse 12.8 CLI in a child process (it launches its own Chromium through
 * chrome-launcher; CHROME_PATH points it at Debian's), performance category only, and keeps each
 * full JSON report under reports/lighthouse/ for whoever needs to see why a score moved. Simulated
 * scores still wobble from run to run, so each URL runs a few times and each metric is the median.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './browser.mjs';
import { median, round } from './stats.mjs';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

function runCli(cli, url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, url, '--output=json', `--output-path=${outputPath}`, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

function readReport(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  return {
    performance: score == null ? null : Math.round(score * 100),
    lcpMs: round(report.audits['largest-contentful-paint']?.numericValue ?? null, 0),
    cls: round(report.audits['cumulative-layout-shift']?.numericValue ?? null, 4),
    fcpMs: round(report.audits['first-contentful-paint']?.numericValue ?? null, 0),
    tbtMs: round(report.audits['total-blocking-time']?.numericValue ?? null, 0),
    // Lighthouse's own measure of this machine's CPU speed at that moment (a fast desktop is about
    // 1,500-2,000); below ~1,000 it warns, and the simulated metrics grow: a busy machine scores lower.
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    warnings: report.runWarnings ?? [],
  };
}

/**
 * One report. Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP) and says to run it
 * again: that run measured nothing, so it is retried, at most twice; any other failure is final.
 */
async function runOnce(cli, url, outputPath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runCli(cli, url, outputPath);
      return readReport(outputPath);
    } catch (error) {
      const lostTrace = /Please run Lighthouse again|NO_NAVSTART|NO_FCP/.test(String(error?.message));
      if (!lostTrace || attempt === 3) throw error;
    }
  }
}

/** pages: { name: url }. Returns { name: { performance, lcpMs, cls, runs: [...] } }. */
export async function measureLighthouse(pages, { root, runs = 3 } = {}) {
  const cli = join(root, 'node_modules/lighthouse/cli/index.js');
  const outDir = join(root, 'reports/lighthouse');
  mkdirSync(outDir, { recursive: true });
  const result = {};
  for (const [name, url] of Object.entries(pages)) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const outputPath = join(outDir, `${name}-${i + 1}.json`);
      samples.push(await runOnce(cli, url, outputPath));
    }
    const pick = (key) => median(samples.map((s) => s[key]).filter((v) => v !== null));
    result[name] = {
      url,
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      runs: samples.map(({ warnings, ...figures }) => ({ ...figures, warnings: warnings.length ? warnings : undefined })),
    };
  }
  return result;
}
