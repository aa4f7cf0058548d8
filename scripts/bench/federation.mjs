/**
 * Budget: composed page ÷ the same page as one bundle without federation, JavaScript bytes
 * ≤ 1.10 (DESIGN.md §6), for / and /en/cams/, with the LCP of both beside it.
 *
 * Builds the shell with every remote's feature as one ordinary webpack build
 * (single-bundle/webpack.config.cjs, into reports/bench-single-bundle/, rebuilt each run so it is
 * of the source as it is now), serves it through a second server of its own on another port, then
 * measures both systems the same way: the first load's script bytes as sent (start-page-js.mjs) and
 * Lighthouse's LCP. The composed figures of the lighthouse step are reused when it ran. Where
 * federation costs more, the composed page's bytes by part (each shared singleton, each app) say where.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startSystem } from '../lib/system.mjs';
import { launchBrowser } from './browser.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { round } from './stats.mjs';
import { measureStartPageJs } from './start-page-js.mjs';

const PATHS = { home: '/', cams: '/en/cams/' };

function buildSingleBundle(root) {
  const started = Date.now();
  const result = spawnSync('npx', ['webpack', '--config', 'scripts/bench/single-bundle/webpack.config.cjs', '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the single-bundle build failed');
  return Math.round((Date.now() - started) / 1000);
}

async function readManifest(origin) {
  const response = await fetch(`${origin}/mf-manifest.json`);
  return response.ok ? response.json() : null;
}

/**
 * The composed page's script bytes by what they carry: each shared singleton (its chunks, from the
 * mf-manifest.json of the app that served them) and each app's own code with the federation runtime.
 */
async function bytesByPart(files) {
  const manifests = new Map();
  const parts = {};
  for (const file of files) {
    const url = new URL(file.url);
    if (!manifests.has(url.origin)) manifests.set(url.origin, await readManifest(url.origin));
    const manifest = manifests.get(url.origin);
    const chunk = url.pathname.slice(1);
    const shared = (manifest?.shared ?? []).filter(({ assets }) => [...assets.js.sync, ...assets.js.async].includes(chunk)).map((s) => s.name);
    const part = shared.length ? `shared: ${[...new Set(shared)].join(' + ')}` : `${manifest?.name ?? url.origin}: own code and runtime`;
    parts[part] = (parts[part] ?? 0) + file.bytes;
  }
  return Object.fromEntries(Object.entries(parts).sort(([, a], [, b]) => b - a));
}

async function scriptBytes(baseUrl) {
  const browser = await launchBrowser();
  try {
    const result = {};
    for (const [name, path] of Object.entries(PATHS)) result[name] = await measureStartPageJs(browser, new URL(path, baseUrl).href);
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * composedUrl: the running composed system; composedLighthouse: the lighthouse step's figures, if
 * it ran; system: { port, env, stdio } for the single-bundle server.
 */
export async function measureFederation({ root, composedUrl, composedLighthouse, runs, system }) {
  const buildS = buildSingleBundle(root);
  const single = await startSystem({ ...system, env: { ...system.env, SHELL_DIST: join(root, 'reports/bench-single-bundle') } });
  try {
    const pages = (baseUrl, prefix = '') =>
      Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [`${prefix}${name}`, new URL(path, baseUrl).href]));
    const composedJs = await scriptBytes(composedUrl);
    const singleJs = await scriptBytes(single.url);
    const composedLcp = composedLighthouse ?? (await measureLighthouse(pages(composedUrl), { root, runs }));
    const singleLcp = await measureLighthouse(pages(single.url, 'single-'), { root, runs });
    const result = { singleBundleBuildS: buildS };
    for (const name of Object.keys(PATHS)) {
      const composed = composedJs[name];
      const alone = singleJs[name];
      const composedLcpMs = composedLcp[name]?.lcpMs ?? null;
      const singleLcpMs = singleLcp[`single-${name}`]?.lcpMs ?? null;
      result[name] = {
        jsRatio: round(composed.totalBytes / alone.totalBytes, 3),
        composedJsBytes: composed.totalBytes,
        singleJsBytes: alone.totalBytes,
        composedScripts: composed.files.length,
        singleScripts: alone.files.length,
        composedJsBytesByPart: await bytesByPart(composed.files),
        composedLcpMs,
        singleLcpMs,
        lcpRatio: composedLcpMs && singleLcpMs ? round(composedLcpMs / singleLcpMs, 3) : null,
      };
    }
    return result;
  } finally {
    await single.stop();
  }
}
