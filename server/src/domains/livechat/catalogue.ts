import { asc, eq, inArray } from 'drizzle-orm';
import type { ChatGift, ToyControl } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { chatGifts, toyControls, type ChatGiftRow, type ToyControlRow } from './schema';

/** The gifts (tips) and toy commands on offer; rows come from migration 0003. Prices in coins. */

export const toGift = (row: ChatGiftRow): ChatGift => ({
  id: row.id,
  name: row.name,
  price: { value: row.price, currency: 'VXC' },
  imageUrl: row.imageUrl,
  active: row.active,
  vip: row.vip,
  categoryId: row.categoryId,
});

export const toToyControl = (row: ToyControlRow): ToyControl => ({
  id: row.id,
  displayName: row.displayName,
  duration: row.durationSeconds,
  random: row.random,
  price: { value: row.price, currency: 'VXC' },
});

export async function listGifts(db: Executor): Promise<ChatGift[]> {
  const rows = await db.select().from(chatGifts).where(eq(chatGifts.active, true)).orderBy(asc(chatGifts.price), asc(chatGifts.id));
  return rows.map(toGift);
}

export async function listToyControls(db: Executor): Promise<ToyControl[]> {
  const rows = await db.select().from(toyControls).orderBy(asc(toyControls.price), asc(toyControls.id));
  return rows.map(toToyControl);
}

export async function giftsByIds(db: Executor, ids: number[]): Promise<Map<number, ChatGiftRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(chatGifts).where(inArray(chatGifts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function toyById(db: Executor, id: number): Promise<ToyControlRow | null> {
  const [row] = await db.select().from(toyControls).where(eq(toyControls.id, id)).limit(1);
  return row ?? null;
}
