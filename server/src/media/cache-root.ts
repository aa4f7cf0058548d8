import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config';

/**
 * Where generated media is kept: the explicit folder when set; else `<name>/` beside the embedded
 * database's folder (like secrets.json), so a restart finds it; else (PostgreSQL, or
 * DATA_DIR=memory) `vx-<name>` in the system's temp folder, shared by the processes of one machine.
 */
export function mediaCacheRoot(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, explicit: string | undefined, name: string): string {
  if (explicit) return resolve(explicit);
  if (config.DATABASE_URL || config.DATA_DIR === 'memory') return join(tmpdir(), `vx-${name}`);
  return join(dirname(resolve(config.DATA_DIR)), name);
}
