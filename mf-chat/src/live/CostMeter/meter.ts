import type { ChatSession } from '@vx/shared';

export interface Meter {
  /** Whole seconds since the start. */
  elapsedSeconds: number;
  /** Minutes billed, counting a minute the server bills when it starts but has not told yet. */
  minutes: number;
  coinsSpent: number;
  pricePerMinute: number;
  /** Whole minutes the balance still pays for; null where the server tells none (free chat). */
  minutesLeft: number | null;
  /** The balance covers at most one more minute of a paid chat. */
  lowBalance: boolean;
}

const MINUTE_MS = 60_000;

/**
 * The cost meter at `now` from the last state of the session. The server bills each started minute
 * (`pricePerMinute` per minute, `paidUntil` the end of the billed time) and tells it with the next
 * `liveChatState`; between two of them the meter counts a minute that has started after
 * `paidUntil` as billed, as long as the balance pays for it (`minutesLeft`). The next state of the
 * server replaces the estimate.
 */
export function meterOf(session: Pick<ChatSession, 'startedAt' | 'pricePerMinute' | 'minutesBilled' | 'coinsSpent' | 'paidUntil' | 'minutesLeft'>, now: number): Meter {
  const startedAt = Date.parse(session.startedAt);
  const elapsedSeconds = Number.isFinite(startedAt) ? Math.max(0, Math.floor((now - startedAt) / 1000)) : 0;
  const paidUntil = session.paidUntil === null ? NaN : Date.parse(session.paidUntil);
  const started = Number.isFinite(paidUntil) && now >= paidUntil ? Math.floor((now - paidUntil) / MINUTE_MS) + 1 : 0;
  const unbilled = session.pricePerMinute > 0 ? (session.minutesLeft === null ? started : Math.min(started, session.minutesLeft)) : 0;
  const minutesLeft = session.minutesLeft === null ? null : Math.max(0, session.minutesLeft - unbilled);
  return {
    elapsedSeconds,
    minutes: session.minutesBilled + unbilled,
    coinsSpent: session.coinsSpent + unbilled * session.pricePerMinute,
    pricePerMinute: session.pricePerMinute,
    minutesLeft,
    lowBalance: session.pricePerMinute > 0 && minutesLeft !== null && minutesLeft <= 1,
  };
}

/** m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
