/**
 * `npm start` spawns the server in its own process group (so stopping it stops what tsx started);
 * if the supervisor dies without stopping it, the server would live on as an orphan holding the
 * data folder. The supervisor passes its pid; the server stops when that process is gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Calls onGone once when the process `pid` no longer runs; checks every second. Returns a stop. */
export function watchSupervisor(pid: number, onGone: () => void, everyMs = 1000): () => void {
  const timer = setInterval(() => {
    if (isAlive(pid)) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
