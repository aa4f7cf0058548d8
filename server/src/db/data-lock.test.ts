import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataFolder } from './data-lock';

let base = '';
beforeEach(() => (base = mkdtempSync(join(tmpdir(), 'lock-'))));
afterEach(() => rmSync(base, { recursive: true, force: true }));

test('a second holder is refused with the first one named; release frees the folder', () => {
  const dir = join(base, 'pglite');
  const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  try {
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: live.pid, startedAt: '2026-01-01T00:00:00.000Z' }));
    expect(() => lockDataFolder(dir)).toThrow(`in use by another server (pid ${live.pid}, started 2026-01-01T00:00:00.000Z)`);
  } finally {
    live.kill('SIGKILL');
  }
});

test('a stale lock of a killed process is taken over, and released on close', async () => {
  const dir = join(base, 'pglite');
  const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((r) => dead.once('exit', r));
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid: dead.pid, startedAt: 'x' }));
  const release = lockDataFolder(dir);
  expect(() => lockDataFolder(dir + '-other')).not.toThrow();
  release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
});
