/**
 * Memory of the server process from /proc. `startSystem` spawns tsx, whose CLI starts the real
 * node process as its child, so the server's RSS lives in a descendant of the spawned PID: we walk
 * /proc/<pid>/stat for parent links and take the descendant that holds the most memory.
 */
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: fields start after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** VmRSS in bytes, or null if the process is gone. */
export function rssOf(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export function descendantsOf(rootPid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (/^\d+$/.test(name)) parents.set(Number(name), parentOf(name));
  }
  const found = [rootPid];
  for (let i = 0; i < found.length; i += 1) {
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

/** The PID of the node process that runs the server: the biggest process under the tsx wrapper. */
export function serverPid(rootPid) {
  let best = { pid: rootPid, rss: -1 };
  for (const pid of descendantsOf(rootPid)) {
    const rss = rssOf(pid) ?? -1;
    if (rss > best.rss) best = { pid, rss };
  }
  return best.pid;
}
