import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ChatShow, TicketResult } from '@vx/shared/protocol';
import type { Language } from '@vx/shared/constants';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { actors } from '../actors/schema';
import { buyOnce } from '../purchases/buy-once';
import { guests } from '../guests/schema';
import { spendVouchers, VOUCHER_TYPE } from '../rewards/spend-voucher';
import { pushVouchers } from '../rewards/vouchers';
import { pushBalance } from '../wallet/notify';
import { credit } from '../wallet/service';
import { toChatShow } from './dto';
import { chatShows, chatShowTexts, chatTickets } from './schema';

export const SHOW_STATUSES = ['upcoming', 'running', 'all'] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];
export const CREATION_TYPES = ['M', 'C', 'P'] as const;
export type CreationType = (typeof CREATION_TYPES)[number];

export interface ShowQuery {
  first: number;
  status: ShowStatus;
  guestId: number | null;
  language: Language;
  endDateFrom?: Date | null;
  startDateTo?: Date | null;
  actorId?: number | null;
}

const showColumns = {
  show: chatShows,
  actorName: actors.name,
  actorOnline: actors.isOnline,
  sedcardCount: actors.sedcardCount,
  translation: { language: chatShowTexts.language, title: chatShowTexts.title, description: chatShowTexts.description, postBuyInfo: chatShowTexts.postBuyInfo },
};

/** Shows not yet ended (upcoming and running), featured first, then by start. Internal shows never. */
export async function listShows(db: Executor, query: ShowQuery): Promise<{ shows: ChatShow[]; total: number }> {
  const now = new Date();
  const conditions: SQL[] = [gt(chatShows.endsAt, now), eq(chatShows.isInternal, false)];
  if (query.status === 'upcoming') conditions.push(gt(chatShows.startsAt, now));
  if (query.status === 'running') conditions.push(lte(chatShows.startsAt, now));
  if (query.endDateFrom) conditions.push(sql`${chatShows.endsAt} >= ${query.endDateFrom.toISOString()}::timestamptz`);
  if (query.startDateTo) conditions.push(sql`${chatShows.startsAt} <= ${query.startDateTo.toISOString()}::timestamptz`);
  if (query.actorId) conditions.push(eq(chatShows.actorId, query.actorId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(showColumns)
      .from(chatShows)
      .innerJoin(actors, eq(actors.id, chatShows.actorId))
      // The guest's language where the show has it; else the show's own texts (toChatShow).
      .leftJoin(chatShowTexts, and(eq(chatShowTexts.showId, chatShows.id), eq(chatShowTexts.language, query.language)))
      .where(where)
      .orderBy(desc(chatShows.isFeatured), asc(chatShows.startsAt), asc(chatShows.id))
      .limit(query.first),
    db.select({ total: sql<number>`count(*)::int` }).from(chatShows).where(where),
  ]);
  const bought = await boughtShowIds(db, query.guestId, rows.map((row) => row.show.id));
  return { shows: rows.map((row) => toChatShow(row, bought.has(row.show.id), query.language, now)), total: Number(counted?.total ?? 0) };
}

async function boughtShowIds(db: Executor, guestId: number | null, showIds: number[]): Promise<Set<number>> {
  if (guestId === null || showIds.length === 0) return new Set();
  const rows = await db
    .select({ showId: chatTickets.showId })
    .from(chatTickets)
    .where(and(eq(chatTickets.guestId, guestId), inArray(chatTickets.showId, showIds)));
  return new Set(rows.map((row) => row.showId));
}

/** True when the guest holds a ticket for a show of the actor that has not ended (profile guestHasTicket). */
export async function guestHasTicketFor(db: Executor, guestId: number | null, actorId: number): Promise<boolean> {
  if (guestId === null) return false;
  const rows = await db
    .select({ id: chatTickets.id })
    .from(chatTickets)
    .innerJoin(chatShows, eq(chatShows.id, chatTickets.showId))
    .where(and(eq(chatTickets.guestId, guestId), eq(chatShows.actorId, actorId), gt(chatShows.endsAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

export interface BuyTicketInput {
  guestId: number;
  showId: number;
  creationType: CreationType;
  promoCode: string | null;
  idempotencyKey: string;
  /** The vxql call names the model too: a mismatch is treated as an unknown show. */
  actorId?: number | null;
}

/** A promo-code ticket (creation type P), or any ticket asked for with a code: the code is checked. */
export function usesPromoCode(input: { creationType: CreationType; promoCode?: string | null }): boolean {
  return input.creationType === 'P' || Boolean(input.promoCode);
}

export interface BuyTicketResult extends TicketResult {
  /** The guest's ticket on success (also when a retried key replays it), for purchase tracking. */
  ticketId: number | null;
}

const fail = (errorCode: NonNullable<TicketResult['errorCode']>): BuyTicketResult => ({ success: false, errorCode, ticketId: null });

/**
 * Buys a ticket: debit through the wallet (idempotent by key), ticket row in the same transaction.
 * A promo-code ticket (creation type P) with the show's code is free; a wrong code is refused. A
 * live-show voucher (type 7) the guest holds for the show's actor pays instead of coins, in the same
 * transaction (server/docs/rewards.md "Vouchers spent").
 */
export async function buyTicket(db: Database['db'], hub: Pick<Hub, 'toGuest'>, input: BuyTicketInput): Promise<BuyTicketResult> {
  const [show] = await db.select().from(chatShows).where(eq(chatShows.id, input.showId)).limit(1);
  if (!show || show.isInternal || (input.actorId && input.actorId !== show.actorId)) return fail('not_found');
  if (show.endsAt.getTime() <= Date.now()) return fail('show_ended');
  let price = show.price;
  if (usesPromoCode(input)) {
    if (!show.promoCode || input.promoCode !== show.promoCode) return fail('invalid_promo_code');
    price = 0;
  }
  let ticketId: number | null = null;
  let covered = false;
  const result = await buyOnce(db, hub, {
    guestId: input.guestId,
    price,
    kind: 'ticket_show',
    reference: `chat_show:${show.id}`,
    idempotencyKey: input.idempotencyKey,
    async ownership(tx) {
      const [ticket] = await tx
        .select({ id: chatTickets.id, purchaseKey: chatTickets.purchaseKey })
        .from(chatTickets)
        .where(and(eq(chatTickets.showId, show.id), eq(chatTickets.guestId, input.guestId)))
        .limit(1);
      if (!ticket) return 'none';
      if (ticket.purchaseKey !== input.idempotencyKey) return 'owned';
      ticketId = ticket.id;
      return 'replay';
    },
    async cover(tx) {
      covered = (await spendVouchers(tx, input.guestId, VOUCHER_TYPE.liveShow, show.actorId, 1)) === 1;
      return covered;
    },
    async record(tx) {
      const [ticket] = await tx
        .insert(chatTickets)
        .values({
          showId: show.id,
          guestId: input.guestId,
          creationType: input.creationType,
          // A voucher's ticket cost no coins, so removing it gives none back.
          price: covered ? 0 : price,
          purchaseKey: input.idempotencyKey,
        })
        .returning({ id: chatTickets.id });
      ticketId = ticket.id;
    },
  });
  if (result.ok && result.covered) await pushVouchers(db, hub, input.guestId);
  if (result.ok) return { success: true, errorCode: null, ticketId };
  return fail(result.errorCode === 'already_owned' ? 'already_bought' : 'insufficient_balance');
}

export interface RemoveTicketResult extends TicketResult {
  /** Coins given back: the full price before the show starts, nothing after (docs/foundation.md). */
  refunded: number;
}

/**
 * Removes the guest's ticket. Refund rule: full price back until the show starts, none from its
 * start on. The refund's idempotency key is the ticket id, so a retried removal never pays twice.
 */
export async function removeTicket(db: Database['db'], hub: Pick<Hub, 'toGuest'>, guestId: number, showId: number): Promise<RemoveTicketResult> {
  const [show] = await db.select({ startsAt: chatShows.startsAt }).from(chatShows).where(eq(chatShows.id, showId)).limit(1);
  if (!show) return { success: false, errorCode: 'not_found', refunded: 0 };
  const now = Date.now();
  // Delete and refund commit together: a crash in between can never eat the refund.
  const outcome = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(chatTickets)
      .where(and(eq(chatTickets.showId, showId), eq(chatTickets.guestId, guestId)))
      .returning({ id: chatTickets.id, price: chatTickets.price });
    if (!removed) return null;
    const refundable = show.startsAt.getTime() > now && removed.price > 0;
    if (!refundable) return { refunded: 0, pushed: null };
    const paid = await credit(tx, {
      guestId,
      amount: removed.price,
      kind: 'ticket_refund',
      reference: `chat_ticket:${removed.id}`,
      idempotencyKey: `ticket-refund:${removed.id}`,
    });
    const [guest] = await tx.select({ isPayingCustomer: guests.isPayingCustomer, language: guests.language }).from(guests).where(eq(guests.id, guestId));
    return { refunded: removed.price, pushed: { guestId, balance: paid.balance, ...guest } };
  });
  if (!outcome) return { success: false, errorCode: 'not_found', refunded: 0 };
  if (outcome.pushed) pushBalance(hub, outcome.pushed);
  return { success: true, errorCode: null, refunded: outcome.refunded };
}
