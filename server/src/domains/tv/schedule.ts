/**
 * The week's template made into dates (pure): a slot or the late-night show is kept as weekday
 * (0 Monday, UTC) and minute of the day, and read as its current or next occurrence.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;

export interface WeeklyTime {
  weekday: number;
  startMinute: number;
  durationMinutes: number;
}

/** The Monday 00:00 UTC of the week holding `nowMs`. */
export function weekStart(nowMs: number): number {
  const day = Math.floor(nowMs / DAY_MS);
  // 1970-01-01 was a Thursday: weekday 3 with Monday as 0.
  const weekday = (day + 3) % 7;
  return (day - weekday) * DAY_MS;
}

/** The occurrence running at `nowMs`, else the next one to begin. */
export function occurrence(time: WeeklyTime, nowMs: number): { begin: number; end: number } {
  const offset = time.weekday * DAY_MS + time.startMinute * MINUTE_MS;
  const duration = time.durationMinutes * MINUTE_MS;
  // The last week's occurrence may still run (a Sunday night slot into Monday).
  for (const week of [-1, 0, 1]) {
    const begin = weekStart(nowMs) + week * WEEK_MS + offset;
    if (begin + duration > nowMs) return { begin, end: begin + duration };
  }
  throw new Error('unreachable: the next week always has an occurrence');
}

export const isRunning = (span: { begin: number; end: number }, nowMs: number) => span.begin <= nowMs && nowMs < span.end;
