import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ActorTile, useBusEvent, usePlatform } from '@vx/shared';
import { loadTileGrid, ONLINE_ACTORS_PAYLOAD, onlineActorsSchema, type Grid } from './tileGrids';

/** A place of the grid: an actor, or `null` for one who left and whose place waits for the refill. */
export type Slot = ActorTile | null;
export type OnlineGrid = Grid<Slot>;

/** The refill asks the server at most once in this time, however many actors leave meanwhile. */
export const REFILL_AFTER_MS = 1_000;

export const onlineActorsKey = (language: string) => ['tileGrid', 'onlineActors', ONLINE_ACTORS_PAYLOAD, language] as const;

/** An actor went offline: their place is kept empty (a skeleton of the same size), so no tile moves. */
export function vacate(grid: OnlineGrid, actorId: number): OnlineGrid {
  if (!grid.items.some((slot) => slot?.id === actorId)) return grid;
  return { ...grid, items: grid.items.map((slot) => (slot?.id === actorId ? null : slot)) };
}

/** Whether the grid shows fewer actors than a full page: a refill may bring more. */
export const hasRoom = (grid: OnlineGrid) => grid.items.filter((slot) => slot !== null).length < ONLINE_ACTORS_PAYLOAD.pageSize;

/**
 * The server's fresh page, placed where the guest already looks: an actor still on it keeps their
 * place, newcomers take the empty places in the server's order, then the end of the grid. Places
 * nobody can fill close at the end (fewer actors than a page are online).
 */
export function refill(shown: readonly Slot[], fresh: readonly ActorTile[]): ActorTile[] {
  const freshById = new Map(fresh.map((actor) => [actor.id, actor]));
  const placed: Slot[] = shown.map((slot) => (slot && freshById.get(slot.id)) ?? null);
  const kept = new Set(placed.flatMap((slot) => (slot ? [slot.id] : [])));
  const newcomers = fresh.filter((actor) => !kept.has(actor.id));
  const filled = placed.map((slot) => slot ?? newcomers.shift() ?? null).filter((slot): slot is ActorTile => slot !== null);
  return [...filled, ...newcomers];
}

async function loadOnlineActors(client: QueryClient, rest: Parameters<typeof loadTileGrid>[0], language: string, signal: AbortSignal): Promise<OnlineGrid> {
  const fresh = await loadTileGrid(rest, 'onlineActors', ONLINE_ACTORS_PAYLOAD, onlineActorsSchema, signal);
  const shown = client.getQueryData<OnlineGrid>(onlineActorsKey(language));
  return shown ? { items: refill(shown.items, fresh.items), totalCount: fresh.totalCount } : fresh;
}

/**
 * The start page's "Online now": an actor going offline leaves an empty place at once, and the grid
 * is refilled from the server (at most once per REFILL_AFTER_MS), keeping every other tile where it
 * is; an actor coming online refills a grid that has room. Status messages about actors the grid
 * does not show change nothing, so no tile renders again for them.
 */
export function useOnlineActors() {
  const { rest, language } = usePlatform();
  const client = useQueryClient();
  const key = onlineActorsKey(language);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => loadOnlineActors(client, rest, language, signal) });

  const refillTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scheduleRefill = () => {
    if (refillTimer.current) return;
    refillTimer.current = setTimeout(() => {
      refillTimer.current = null;
      void client.refetchQueries({ queryKey: onlineActorsKey(language), exact: true });
    }, REFILL_AFTER_MS);
  };
  useEffect(
    () => () => {
      if (refillTimer.current) clearTimeout(refillTimer.current);
      refillTimer.current = null;
    },
    [],
  );

  useBusEvent('actorOffline', ({ actorId }) => {
    const grid = client.getQueryData<OnlineGrid>(key);
    if (!grid) return;
    const next = vacate(grid, actorId);
    if (next === grid) return;
    client.setQueryData(key, next);
    scheduleRefill();
  });
  useBusEvent('actorOnline', ({ actorId }) => {
    const grid = client.getQueryData<OnlineGrid>(key);
    if (grid && hasRoom(grid) && !grid.items.some((slot) => slot?.id === actorId)) scheduleRefill();
  });

  return query;
}
