import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { spendVouchers, VOUCHER_TYPE } from '../rewards/spend-voucher';
import { pushVouchers } from '../rewards/vouchers';
import { albums, videos } from '../videos/schema';
import { buyOnce } from './buy-once';
import { mediaPurchases } from './schema';

export type MediaKind = 'video' | 'album';

/** The ids among `ids` the guest owns; empty for a visitor. */
export async function ownedMediaIds(db: Executor, guestId: number | null, kind: MediaKind, ids: number[]): Promise<Set<number>> {
  if (guestId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: mediaPurchases.mediaId })
    .from(mediaPurchases)
    .where(and(eq(mediaPurchases.guestId, guestId), eq(mediaPurchases.kind, kind), inArray(mediaPurchases.mediaId, ids)));
  return new Set(rows.map((row) => row.id));
}

export type BuyMediaResult =
  | { found: false }
  | { found: true; success: boolean; errorCode: 'insufficient_balance' | null; balance: number };

/**
 * Buys a video or album: debit through the wallet and ownership row in one transaction. Owning it
 * already (a repeated click, with any key) is a success that charges nothing; free media cost 0.
 * A video (photo album) voucher the guest holds for the actor pays instead of coins, one unit, in
 * the same transaction (server/docs/rewards.md "Vouchers spent"); `vouchers` is pushed after.
 */
export async function buyMedia(
  db: Database['db'],
  hub: Pick<Hub, 'toGuest'>,
  input: { guestId: number; kind: MediaKind; mediaId: number; idempotencyKey: string },
): Promise<BuyMediaResult> {
  const table = input.kind === 'video' ? videos : albums;
  const [media] = await db.select({ price: table.price, free: table.free, actorId: table.actorId }).from(table).where(eq(table.id, input.mediaId)).limit(1);
  if (!media) return { found: false };
  const price = media.free ? 0 : media.price;
  let covered = false;
  const result = await buyOnce(db, hub, {
    guestId: input.guestId,
    price,
    kind: `${input.kind}_purchase`,
    reference: `${input.kind}:${input.mediaId}`,
    idempotencyKey: input.idempotencyKey,
    async ownership(tx) {
      const owned = await ownedMediaIds(tx, input.guestId, input.kind, [input.mediaId]);
      return owned.size > 0 ? 'replay' : 'none';
    },
    async cover(tx) {
      const type = input.kind === 'video' ? VOUCHER_TYPE.video : VOUCHER_TYPE.photoAlbum;
      covered = (await spendVouchers(tx, input.guestId, type, media.actorId, 1)) === 1;
      return covered;
    },
    async record(tx) {
      await tx.insert(mediaPurchases).values({ guestId: input.guestId, kind: input.kind, mediaId: input.mediaId, price: covered ? 0 : price });
    },
  });
  if (result.ok && result.covered) await pushVouchers(db, hub, input.guestId);
  if (result.ok) return { found: true, success: true, errorCode: null, balance: result.balance };
  return { found: true, success: false, errorCode: 'insufficient_balance', balance: result.balance };
}
