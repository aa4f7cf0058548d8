/** The seven front-end apps, where their builds land and the port each remote is served on. */
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const REMOTES = [
  { name: 'mf_chat', dir: 'mf-chat', env: 'REMOTE_MF_CHAT', offset: 1 },
  { name: 'mf_messenger', dir: 'mf-messenger', env: 'REMOTE_MF_MESSENGER', offset: 2 },
  { name: 'mf_media', dir: 'mf-media', env: 'REMOTE_MF_MEDIA', offset: 3 },
  { name: 'mf_tv', dir: 'mf-tv', env: 'REMOTE_MF_TV', offset: 4 },
  { name: 'mf_events', dir: 'mf-events', env: 'REMOTE_MF_EVENTS', offset: 5 },
  { name: 'mf_myarea', dir: 'mf-myarea', env: 'REMOTE_MF_MYAREA', offset: 6 },
];

export const APPS = [{ dir: 'shell', marker: 'index.html' }, ...REMOTES.map((r) => ({ dir: r.dir, marker: 'remoteEntry.js' }))];

export const distOf = (dir) => join(ROOT, dir, 'dist');
export const isBuilt = (app) => existsSync(join(distOf(app.dir), app.marker));
