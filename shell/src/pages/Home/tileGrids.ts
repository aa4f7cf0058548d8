import type * as z from 'zod/mini';
import { actorTileSchema, START_PAGE_GRIDS, tileGridPath, tileGridSchema, videoTileSchema, type RestClient } from '@vx/shared';

export const onlineActorsSchema = tileGridSchema(actorTileSchema);
export const newVideosSchema = tileGridSchema(videoTileSchema);

export const ONLINE_ACTORS_PAYLOAD = START_PAGE_GRIDS.onlineActors;
export const NEW_VIDEOS_PAYLOAD = START_PAGE_GRIDS.newVideos;

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

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
