import { useEffect, useState } from 'react';

/** The time, renewed every `intervalMs` while `enabled` (a countdown or a ticking meter). */
export function useNow(intervalMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const interval = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(interval);
  }, [intervalMs, enabled]);
  return now;
}
