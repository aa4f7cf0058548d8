/**
 * The static server of the remotes runs in the process that supervises `npm start`: no request
 * may end it, and one remote failing must not take the others down. It runs in a child node
 * process here because it is an ES module script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = resolve(__dirname, '../../..');
const ENTRY = `export const feature = ${JSON.stringify('x'.repeat(4000))};`;
let child: ChildProcess;
let ports: number[] = [];
let dir = '';

/** A raw request, so malformed paths reach the server unchanged. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  for (const remote of ['good', 'broken']) {
    mkdirSync(join(dir, remote, 'locked'), { recursive: true });
    writeFileSync(join(dir, remote, 'remoteEntry.js'), ENTRY);
    writeFileSync(join(dir, remote, 'locked', 'chunk.0123abcd.js'), 'export {};');
  }
  // A file of the broken remote cannot be opened (a symbolic link to itself): it fails inside the file library.
  symlinkSync('loop.js', join(dir, 'broken', 'loop.js'));
  const script = `import(${JSON.stringify(join(ROOT, 'scripts/lib/static-server.mjs'))})
    .then((m) => Promise.all(['good', 'broken'].map((r) => m.serveStatic(${JSON.stringify(dir)} + '/' + r, 0, '127.0.0.1'))))
    .then((all) => console.log('PORTS ' + all.map((s) => s.server.address().port).join(' ')));`;
  child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  ports = await new Promise<number[]>((done) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /PORTS (\d+) (\d+)/.exec(String(chunk));
      if (match) done([Number(match[1]), Number(match[2])]);
    });
  });
}, 20_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('a malformed path answers 400 and the server keeps serving', async () => {
  const [port] = ports;
  expect((await get(port, '/%ff')).status).toBe(400);
  expect(child.exitCode).toBeNull();
  const entry = await get(port, '/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect(entry.headers['x-content-type-options']).toBe('nosniff');
  expect(entry.headers['access-control-allow-origin']).toBe('*');
  expect(entry.body.toString()).toBe(ENTRY);
});

test('sends the remote’s headers: no document rights, loadable from the shell’s origin, hashed chunks immutable', async () => {
  const [port] = ports;
  const entry = await get(port, '/remoteEntry.js');
  expect(entry.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect((await get(port, '/locked/chunk.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const escape = await get(port, '/../../etc/passwd');
  expect([403, 404]).toContain(escape.status);
  expect(escape.body.toString()).not.toContain('root:');
});

test('compresses with brotli for clients that accept it', async () => {
  const [port] = ports;
  for (let i = 0; i < 2; i++) {
    const entry = await get(port, '/remoteEntry.js', { 'accept-encoding': 'gzip, br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(Number(entry.headers['content-length'])).toBe(entry.body.length);
    expect(brotliDecompressSync(entry.body).toString()).toBe(ENTRY);
  }
});

test('a remote whose files fail answers alone; the others keep serving', async () => {
  const [good, broken] = ports;
  expect((await get(broken, '/loop.js')).status).toBe(500);
  expect(child.exitCode).toBeNull();
  expect((await get(broken, '/remoteEntry.js')).status).toBe(200);
  expect((await get(good, '/remoteEntry.js')).status).toBe(200);
});
