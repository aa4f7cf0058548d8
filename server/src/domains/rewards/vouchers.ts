import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GuestBenefit, Voucher } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { actors } from '../actors/schema';
import { guestBenefits, vouchers } from './schema';

/** The guest's vouchers still valid at `now`, those ending first on top, with the actors they are for. */
export async function listVouchers(db: Executor, guestId: number, now = new Date()): Promise<Voucher[]> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.guestId, guestId), or(isNull(vouchers.validTo), sql`${vouchers.validTo} > ${now.toISOString()}`)))
    .orderBy(sql`${vouchers.validTo} ASC NULLS LAST`, asc(vouchers.id));
  const actorIds = [...new Set(rows.flatMap((row) => [...row.actorIds, ...(row.actorId ? [row.actorId] : [])]))];
  const names = new Map<number, string>();
  if (actorIds.length > 0) {
    for (const actor of await db.select({ id: actors.id, name: actors.name }).from(actors).where(inArray(actors.id, actorIds))) {
      names.set(actor.id, actor.name);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    guestId: row.guestId,
    type: row.type,
    actorId: row.actorId,
    amount: row.amount,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo?.toISOString() ?? null,
    actors: row.actorIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? '' })),
  }));
}

/** Pushes the guest's vouchers (spec 001 §7.3 `vouchers`) to his sockets; call after the commit. */
export async function pushVouchers(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number, now = new Date()): Promise<void> {
  const list = await listVouchers(db, guestId, now);
  hub.toGuest(guestId, { type: 'vouchers', vouchers: list.map(({ id, type, amount }) => ({ id, type, amount })) });
}

/** The benefits the guest holds, newest first. */
export async function listBenefits(db: Executor, guestId: number): Promise<GuestBenefit[]> {
  const rows = await db.select().from(guestBenefits).where(eq(guestBenefits.guestId, guestId)).orderBy(desc(guestBenefits.createdAt), desc(guestBenefits.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as GuestBenefit['type'],
    amount: row.amount,
    tiers: row.tiers,
    source: row.source,
    validTo: row.validTo?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedCoins: row.usedCoins,
  }));
}
