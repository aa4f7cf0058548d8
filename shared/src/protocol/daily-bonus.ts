/**
 * The daily bonus (spec 000 §3 "Daily bonus", spec 001 §7.4 daily bonus days, bonus models, consumed
 * offers, §9 "Daily bonus": the timer ticks every 1000 ms and ends 23:59:59 Berlin time), shared by
 * the server and mf-events. server/docs/rewards.md "Daily bonus".
 */

/** The offers of spec 000 §3, spelled as the spec spells them. */
export const DAILY_BONUS_OFFERS = ['VipOneDay', 'video', 'photo_album', 'TopUpPercent', 'TopUpFlat', 'Merchandise', 'MessengerGift', 'VideoVoucher'] as const;
export type DailyBonusOffer = (typeof DAILY_BONUS_OFFERS)[number];

/** §9: the timer's tick. */
export const DAILY_BONUS_TICK_MS = 1000;
/** The zone whose calendar day a daily bonus runs (a name, so summer time is followed, never a fixed offset). */
export const DAILY_BONUS_TIME_ZONE = 'Europe/Berlin';

export interface DailyBonusContent {
  type: 'video' | 'album';
  id: number;
  title: string;
  actorId: number;
  actorName: string;
}

export interface DailyBonusDay {
  /** The Berlin calendar day, YYYY-MM-DD. */
  date: string;
  offer: DailyBonusOffer;
  conditions: { vip: boolean; minTopUp: number | null };
  /** The effect's size: VIP days, top-up percent, top-up coins, gifts or vouchers (by offer). */
  effect: { amount: number };
  quantity: number;
  price: number;
  free: boolean;
  /** Whether the asking guest took it; false for a visitor. */
  purchased: boolean;
  content: DailyBonusContent | null;
}

export interface DailyBonusDays {
  previous: DailyBonusDay;
  current: DailyBonusDay;
  next: DailyBonusDay;
}

// Built once: the timer asks every second and the server on every daily reward call.
const berlinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DAILY_BONUS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const berlinParts = (now: Date) => {
  const parts = berlinClock.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
};

/** The Berlin calendar day of `now`, YYYY-MM-DD. */
export function berlinDate(now: Date): string {
  const { year, month, day } = berlinParts(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `days` after the calendar day `date` (YYYY-MM-DD), pure calendar arithmetic. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Berlin's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const { year, month, day, hour, minute, second } = berlinParts(new Date(instant));
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the Berlin day of `now` ends (23:59:59 Berlin time). The offset is the one at the end
 * itself, so a day on which summer time starts or ends is 23 or 25 hours long, as it is in Berlin.
 */
export function berlinDayEnd(now: Date): Date {
  const [year, month, day] = berlinDate(now).split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 23, 59, 59);
  const guess = wall - berlinOffsetMs(now.getTime());
  return new Date(wall - berlinOffsetMs(guess));
}

/** Whole seconds left until 23:59:59 Berlin time (0 at or past it). */
export function secondsUntilBerlinDayEnd(now: Date): number {
  return Math.max(0, Math.floor((berlinDayEnd(now).getTime() - now.getTime()) / 1000));
}
