/**
 * One server per PGlite data folder: two processes on one folder corrupt it (PGlite then dies with a
 * bare `RuntimeError: Aborted()`). The lock is a file beside the folder holding the holder's pid and
 * start time; a lock whose pid no longer runs was left by a killed process and is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAlive } from '../supervisor';

interface Holder {
  pid: number;
  startedAt: string;
}

export class DataFolderLockedError extends Error {}

/** Takes the lock of `dir` for this process; returns its release. Throws where a live process holds it. */
export function lockDataFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Holder = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: Holder | null = null;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    } catch {
      // unreadable: a process died while writing it
    }
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataFolderLockedError(
        `The data folder ${dir} is in use by another server (pid ${holder.pid}, started ${holder.startedAt}). ` +
          `Stop that process, or start this one with another DATA_DIR.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataFolderLockedError(`Could not take the lock ${file} of the data folder ${dir}.`);
}
