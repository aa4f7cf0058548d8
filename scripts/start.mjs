/** `npm start`: builds what is not built, then runs the whole platform until Ctrl-C. */
import { ensureBuilt } from './lib/build.mjs';
import { REMOTES } from './lib/apps.mjs';
import { remoteUrl, startSystem } from './lib/system.mjs';

const port = Number(process.env.PORT ?? 4000);
ensureBuilt();
const system = await startSystem({
  port,
  env: { SIMULATOR: process.env.SIMULATOR ?? 'on', DATA_DIR: process.env.DATA_DIR ?? '.data/pglite' },
});

console.log(`
The platform is running:
  main brand        http://localhost:${port}/
  Spanish market    http://es.localhost:${port}/
  other brand       http://amora.localhost:${port}/
  remotes           ${REMOTES.map((remote) => `${remote.dir} ${remoteUrl(port, remote)}`).join('\n                    ')}
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await system.stop();
    process.exit(0);
  });
}
system.exited.then(async (code) => {
  if (stopping) return;
  console.error(`The server stopped (exit code ${code}).`);
  await system.stop();
  process.exit(code ?? 1);
});
