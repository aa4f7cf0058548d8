/**
 * Starts the composed platform: the server (which serves the shell at the brands' hosts) and
 * each remote on its own origin. Used by `npm start`, the end-to-end tests and the benchmarks.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { distOf, REMOTES, ROOT } from './apps.mjs';
import { serveStatic } from './static-server.mjs';

export function remoteUrl(basePort, remote) {
  return `http://localhost:${basePort + remote.offset}/`;
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/**
 * The server: node with tsx's loader, in one process. Not the tsx CLI, whose signal relay kills the
 * server with SIGKILL when it does not acknowledge a stop within 30 ms (busy closing its database).
 * In its own process group, so stopping it also stops the esbuild service tsx starts.
 */
async function startServer(port, env, stdio) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      SHELL_DIST: distOf('shell'),
      // npm start, the e2e suite and the bench run with the demo payment provider and mailbox.
      DEMO_PROVIDERS: 'on',
      // Development: the query and feed services answer introspection (off in any other configuration).
      GRAPHQL_INTROSPECTION: 'on',
      // e2e sets a visitor's country with X-Forwarded-For from this local proxy (http/country.ts).
      TRUST_PROXY: '127.0.0.1',
      // The server stops when this process is gone, so it never lives on as an orphan.
      SUPERVISOR_PID: String(process.pid),
      ...Object.fromEntries(REMOTES.map((remote) => [remote.env, remoteUrl(port, remote)])),
      ...env,
    },
    stdio,
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await Promise.race([
      waitFor(`http://localhost:${port}/rest/v1/alive`),
      exited.then((code) => Promise.reject(new Error(`the server exited with ${code} while starting`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop, exited };
}

export async function startSystem({ port = 4000, env = {}, stdio = 'inherit', remotes = REMOTES } = {}) {
  const statics = await Promise.all(remotes.map((remote) => serveStatic(distOf(remote.dir), port + remote.offset)));
  let server;
  try {
    server = await startServer(port, env, stdio);
  } catch (error) {
    await Promise.all(statics.map((s) => s.close()));
    throw error;
  }
  return {
    url: `http://localhost:${port}/`,
    port,
    get server() {
      return server.child;
    },
    get exited() {
      return server.exited;
    },
    /** Stops and starts the server alone, as a deploy or a crash would. */
    async restartServer(gapMs = 0) {
      await server.stop();
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      server = await startServer(port, env, stdio);
    },
    async stop() {
      await server.stop();
      await Promise.all(statics.map((s) => s.close()));
    },
  };
}
