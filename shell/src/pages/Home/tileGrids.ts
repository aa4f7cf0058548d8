import type * as z from 'zod/mini';
import { actorTileSchema, formatMoney, tileGridSchema, videoTileSchema, type Price, type RestClient } from '@vx/shared';

/** tileGrid/get/{type}/{payload}: the payload is URL-encoded JSON (spec 001 §7.2). */
export function tileGridPath(type: string, payload: Record<string, unknown>): string {
  return `tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`;
}

export const onlineActorsSchema = tileGridSchema(actorTileSchema);
export const newVideosSchema = tileGridSchema(videoTileSchema);

export const ONLINE_ACTORS_PAYLOAD = { page: 1, pageSize: 12 } as const;
export const NEW_VIDEOS_PAYLOAD = { page: 1, pageSize: 12 } as const;

export type Grid<T> = { items: T[]; totalCount: number };

/** A tile grid answered with success false is a failed REST call too (spec 001 §7.5). */
export async function loadTileGrid<T>(
  rest: RestClient,
  type: string,
  payload: Record<string, unknown>,
  schema: z.core.$ZodType<{ success: boolean; data: Grid<T> }>,
  signal?: AbortSignal,
): Promise<Grid<T>> {
  const response = await rest.call(tileGridPath(type, payload), { schema, signal });
  if (!response.success) throw new Error(`tile grid ${type} failed`);
  return { items: response.data.items, totalCount: response.data.totalCount };
}

/** A price for a tile; an unknown currency shows its raw value rather than breaking the page. */
export function formatPrice(price: Price, language: string): string {
  try {
    return formatMoney(price.value, price.currency, language);
  } catch {
    return `${price.value} ${price.currency}`;
  }
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
