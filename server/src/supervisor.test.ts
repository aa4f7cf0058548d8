import { spawn } from 'node:child_process';
import { watchSupervisor } from './supervisor';

test('the server learns within about a second that its supervisor is gone', async () => {
  const supervisor = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  let gone = false;
  const stop = watchSupervisor(supervisor.pid!, () => (gone = true), 100);
  await new Promise((r) => setTimeout(r, 300));
  expect(gone).toBe(false);
  supervisor.kill('SIGKILL');
  await new Promise((r) => supervisor.once('exit', r));
  await new Promise((r) => setTimeout(r, 300));
  expect(gone).toBe(true);
  stop();
});
