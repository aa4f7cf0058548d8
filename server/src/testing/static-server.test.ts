/**
 * The static server of the remotes runs in the process that supervises `npm start`: no request
 * may end it. It runs in a child node process here because it is an ES module script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'node:http';

const ROOT = resolve(__dirname, '../../..');
let child: ChildProcess;
let port = 0;
let dir = '';

/** A raw request, so malformed paths reach the server unchanged. */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'remoteEntry.js'), 'export {};');
  const script = `import(${JSON.stringify(join(ROOT, 'scripts/lib/static-server.mjs'))})
    .then((m) => m.serveStatic(${JSON.stringify(dir)}, 0, '127.0.0.1'))
    .then((s) => console.log('PORT ' + s.address().port));`;
  child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((done) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(String(chunk));
      if (match) done(Number(match[1]));
    });
  });
}, 20_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('a malformed path answers 400 and the server keeps serving', async () => {
  expect((await get('/%ff')).status).toBe(400);
  expect(child.exitCode).toBeNull();
  const entry = await get('/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect(entry.headers['x-content-type-options']).toBe('nosniff');
  expect(entry.headers['access-control-allow-origin']).toBe('*');
});
