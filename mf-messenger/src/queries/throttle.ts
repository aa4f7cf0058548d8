/**
 * Lets through at most one call per `intervalMs` (spec 000 §5: load-more-channels once per 500 ms);
 * calls inside the window are dropped, not queued, since the next scroll asks again.
 */
export function throttle(intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (run: () => void) => {
    const at = now();
    if (at - last < intervalMs) return;
    last = at;
    run();
  };
}
