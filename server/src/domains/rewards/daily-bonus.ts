import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type BonusBenefit } from '@vx/shared/protocol';
import type { Database } from '../../db/client';
import type { Executor, Tx } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { buyOnce } from '../purchases/buy-once';
import { mediaPurchases } from '../purchases/schema';
import { extendVipPeriod } from '../subscriptions/service';
import { albums, videos } from '../videos/schema';
import { dailyBonusDays, dailyBonusPurchases, type DailyBonusDayRow } from './daily-bonus-schema';
import { DAILY_BONUS_ROTATION, percentTiers, rotationIndex } from './daily-bonus-template';
import { grantBenefits } from './grant';
import { pushVouchers } from './vouchers';
import { addCalendarDays, berlinDate, berlinDayEnd, type DailyBonusDay, type DailyBonusDays, type DailyBonusOffer } from '@vx/shared/events';

/** Voucher type 1 (spec 000 §3): a video. */
const VIDEO_VOUCHER_TYPE = 1;
/** How long a video voucher bought as the daily bonus stays valid. */
const VIDEO_VOUCHER_DAYS = 30;

/** The n-th (mod count) paid, non-VIP video or album of the catalogue: the content of a day. */
async function contentOf(db: Executor, kind: 'video' | 'album', index: number) {
  const table = kind === 'video' ? videos : albums;
  const paid = and(eq(table.free, false), kind === 'video' ? eq(videos.vip, false) : eq(albums.vipContent, false));
  const [{ total }] = await db.select({ total: count() }).from(table).where(paid);
  if (total === 0) return null;
  const [row] = await db.select({ id: table.id, actorId: table.actorId }).from(table).where(paid).orderBy(asc(table.id)).offset(index % total).limit(1);
  return row ?? null;
}

/**
 * Makes sure the days exist, each from the rotation (daily-bonus-template.ts); an existing day is
 * kept as it is. Called by the seed (a window around today) and by every read, so yesterday, today
 * and tomorrow exist on a server that has run for months.
 */
export async function ensureDailyBonusDays(db: Executor, dates: readonly string[]): Promise<number> {
  const present = new Set((await db.select({ day: dailyBonusDays.day }).from(dailyBonusDays).where(inArray(dailyBonusDays.day, [...dates]))).map((row) => row.day));
  let added = 0;
  for (const date of dates.filter((day) => !present.has(day))) {
    const index = rotationIndex(date);
    let template = DAILY_BONUS_ROTATION[index];
    const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const content = template.content ? await contentOf(db, template.content, dayNumber) : null;
    // Without a catalogue a content offer cannot run: the day offers messenger gifts instead.
    if (template.content && !content) template = DAILY_BONUS_ROTATION.find((entry) => entry.offer === 'MessengerGift') ?? template;
    const inserted = await db
      .insert(dailyBonusDays)
      .values({
        day: date,
        offer: template.offer,
        amount: template.amount,
        quantity: template.quantity,
        price: template.price,
        requireVip: template.requireVip,
        minTopUp: template.minTopUp,
        contentKind: content ? template.content : null,
        contentId: content?.id ?? null,
        actorId: content?.actorId ?? null,
      })
      .onConflictDoNothing()
      .returning({ day: dailyBonusDays.day });
    added += inserted.length;
  }
  return added;
}

/** Seeds the days from 30 before to 30 after today (Berlin); answers how many were added. */
export function seedDailyBonusDays(db: Executor, now = new Date()): Promise<number> {
  const today = berlinDate(now);
  return ensureDailyBonusDays(db, Array.from({ length: 61 }, (_, index) => addCalendarDays(today, index - 30)));
}

async function contentTitles(db: Executor, rows: readonly DailyBonusDayRow[]) {
  const titles = new Map<string, string>();
  for (const kind of ['video', 'album'] as const) {
    const ids = rows.filter((row) => row.contentKind === kind).map((row) => row.contentId as number);
    if (ids.length === 0) continue;
    const table = kind === 'video' ? videos : albums;
    for (const row of await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids))) titles.set(`${kind}:${row.id}`, row.title);
  }
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const names = new Map<number, string>();
  if (actorIds.length > 0) for (const row of await db.select({ id: actors.id, name: actors.name }).from(actors).where(inArray(actors.id, actorIds))) names.set(row.id, row.name);
  return { titles, names };
}

async function toDays(db: Executor, rows: readonly DailyBonusDayRow[], purchased: ReadonlySet<string>): Promise<DailyBonusDay[]> {
  const { titles, names } = await contentTitles(db, rows);
  return rows.map((row) => {
    const kind = row.contentKind as 'video' | 'album' | null;
    const title = kind ? titles.get(`${kind}:${row.contentId}`) : undefined;
    return {
      date: row.day,
      offer: row.offer as DailyBonusOffer,
      conditions: { vip: row.requireVip, minTopUp: row.minTopUp },
      effect: { amount: row.amount },
      quantity: row.quantity,
      price: row.price,
      free: row.price === 0,
      purchased: purchased.has(row.day),
      content:
        kind && title !== undefined && row.actorId
          ? { type: kind, id: row.contentId as number, title, actorId: row.actorId, actorName: names.get(row.actorId) ?? '' }
          : null,
    };
  });
}

/** Yesterday, today and tomorrow (Berlin), each with whether the guest took it (false for a visitor). */
export async function dailyBonusDaysOf(db: Executor, guestId: number | null, now = new Date()): Promise<DailyBonusDays> {
  const today = berlinDate(now);
  const dates = [addCalendarDays(today, -1), today, addCalendarDays(today, 1)];
  await ensureDailyBonusDays(db, dates);
  const rows = await db.select().from(dailyBonusDays).where(inArray(dailyBonusDays.day, dates)).orderBy(asc(dailyBonusDays.day));
  const purchased =
    guestId === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ day: dailyBonusPurchases.day })
              .from(dailyBonusPurchases)
              .where(and(eq(dailyBonusPurchases.guestId, guestId), inArray(dailyBonusPurchases.day, dates)))
          ).map((row) => row.day),
        );
  const [previous, current, next] = await toDays(db, rows, purchased);
  return { previous, current, next };
}

/** The actors of the offers of yesterday, today and tomorrow ("bonus models"), each once, with the day. */
export async function bonusModels(db: Executor, now = new Date()) {
  const days = await dailyBonusDaysOf(db, null, now);
  const seen = new Set<number>();
  return [days.previous, days.current, days.next].flatMap((day) => {
    if (!day.content || seen.has(day.content.actorId)) return [];
    seen.add(day.content.actorId);
    return [{ id: day.content.actorId, name: day.content.actorName, date: day.date }];
  });
}

/** The offers the guest took, newest first. */
export async function consumedOffers(db: Executor, guestId: number, first: number) {
  const rows = await db
    .select({ day: dailyBonusDays, purchasedAt: dailyBonusPurchases.purchasedAt })
    .from(dailyBonusPurchases)
    .innerJoin(dailyBonusDays, eq(dailyBonusDays.day, dailyBonusPurchases.day))
    .where(eq(dailyBonusPurchases.guestId, guestId))
    .orderBy(desc(dailyBonusPurchases.day))
    .limit(first);
  const days = await toDays(
    db,
    rows.map((row) => row.day),
    new Set(rows.map((row) => row.day.day)),
  );
  return days.map((day, index) => ({ ...day, purchasedAt: rows[index].purchasedAt.toISOString() }));
}

/** The benefits an offer grants through `grantBenefits` (the others are granted in `grantEffect`). */
function benefitsOf(row: DailyBonusDayRow): BonusBenefit[] {
  switch (row.offer) {
    case 'TopUpPercent':
      return [{ type: 'bonus', amount: null, tiers: percentTiers(row.amount, row.minTopUp), voucherType: null }];
    case 'TopUpFlat':
      return [{ type: 'bonus', amount: null, tiers: [{ from: row.minTopUp ?? 1, amount: row.amount }], voucherType: null }];
    case 'MessengerGift':
      return [{ type: 'messengerGifts', amount: row.quantity, tiers: [], voucherType: null }];
    case 'VideoVoucher':
      return [{ type: 'vouchers', amount: row.quantity, tiers: [], voucherType: VIDEO_VOUCHER_TYPE }];
    case 'VipOneDay':
      return [{ type: 'vipAbo', amount: row.amount, tiers: [], voucherType: null }];
    default:
      return [];
  }
}

/**
 * The offer's effect, in the purchase's transaction: the video or album as bought; VIP days on the
 * running VIP subscription (none running: held as a VIP benefit of those days, see rewards.md); a
 * top-up percent or flat bonus as a tiered benefit valid to the day's end (paid by top-up-bonus.ts);
 * messenger gifts on the guest's counter; video vouchers. Merchandise is the purchase row itself.
 * Answers whether vouchers changed.
 */
async function grantEffect(tx: Tx, guestId: number, row: DailyBonusDayRow, now: Date): Promise<boolean> {
  if (row.contentKind && row.contentId) {
    await tx.insert(mediaPurchases).values({ guestId, kind: row.contentKind, mediaId: row.contentId, price: row.price }).onConflictDoNothing();
  }
  if (row.offer === 'VipOneDay' && (await extendVipPeriod(tx, guestId, row.amount, `daily_bonus:${row.day}`))) return false;
  const isTopUp = row.offer === 'TopUpPercent' || row.offer === 'TopUpFlat';
  const validTo = row.offer === 'VideoVoucher' ? new Date(now.getTime() + VIDEO_VOUCHER_DAYS * 86_400_000) : isTopUp || row.offer === 'VipOneDay' ? berlinDayEnd(now) : null;
  const granted = await grantBenefits(tx, guestId, benefitsOf(row), { source: `daily_bonus:${row.day}`, validTo });
  return granted.vouchers;
}

export type PurchaseDailyBonusOutcome =
  | { ok: true; balance: number; day: DailyBonusDay }
  | { ok: false; reason: 'not_today' | 'vip_required' | 'already_purchased' | 'insufficient_balance'; balance?: number };

/**
 * Buys (or, when free, claims) today's offer once: the price through the wallet (key
 * `daily_bonus:<day>`, so a retry never charges twice), the purchase row and the effect in ONE
 * transaction with the guest row locked, so two clicks or tabs serialise and the second is refused.
 */
export async function purchaseDailyBonus(
  db: Database['db'],
  hub: Pick<Hub, 'toGuest'>,
  guestId: number,
  date: string,
  now = new Date(),
): Promise<PurchaseDailyBonusOutcome> {
  if (date !== berlinDate(now)) return { ok: false, reason: 'not_today' };
  await ensureDailyBonusDays(db, [date]);
  const [row] = await db.select().from(dailyBonusDays).where(eq(dailyBonusDays.day, date));
  const [guest] = await db.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, guestId));
  if (row.requireVip && !guest?.isVip) return { ok: false, reason: 'vip_required' };
  let vouchersChanged = false;
  const result = await buyOnce(db, hub, {
    guestId,
    price: row.price,
    kind: 'daily_bonus',
    reference: `daily_bonus:${date}`,
    idempotencyKey: `daily_bonus:${date}`,
    async ownership(tx) {
      const taken = await tx
        .select({ day: dailyBonusPurchases.day })
        .from(dailyBonusPurchases)
        .where(and(eq(dailyBonusPurchases.guestId, guestId), eq(dailyBonusPurchases.day, date)));
      return taken.length > 0 ? 'owned' : 'none';
    },
    async record(tx) {
      await tx.insert(dailyBonusPurchases).values({ guestId, day: date, offer: row.offer, price: row.price });
      vouchersChanged = await grantEffect(tx, guestId, row, now);
    },
  });
  if (!result.ok) return { ok: false, reason: result.errorCode === 'already_owned' ? 'already_purchased' : 'insufficient_balance', balance: result.balance };
  if (vouchersChanged) await pushVouchers(db, hub, guestId, now);
  const [day] = await toDays(db, [row], new Set([date]));
  return { ok: true, balance: result.balance, day };
}

