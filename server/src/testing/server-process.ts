import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_INTERNAL_SECRET } from './server';

/**
 * The real server as `npm start` runs it (`node --import tsx server/src/main.ts`, scripts/lib/system.mjs),
 * in its own process group. For tests of what only a process shows: kill -9, a second start on one
 * data folder, signals, exits.
 */
const ROOT = join(__dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends a signal to the whole process group; a gone process is ignored. */
  signal(signal: NodeJS.Signals): void;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIMULATOR: 'off',
      SEED_ACTORS: '20',
      DEMO_PROVIDERS: 'on',
      LOG_LEVEL: 'warn',
      // The demo mailbox's outbox (testing/http.ts signupGuest) is an internal route.
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    signal(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    },
  };
}

export async function isAlive(url: string): Promise<boolean> {
  return fetch(`${url}/rest/v1/alive`).then((response) => response.ok, () => false);
}

/** Waits until the server answers; fails with its output when it exits or does not come up in time. */
export async function waitUntilUp(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (!(await isAlive(server.url))) {
    if (gone || Date.now() - started > timeoutMs) throw new Error(`server did not come up (exit ${server.child.exitCode}):\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
