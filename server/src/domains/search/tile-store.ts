import type { ActorTile } from '@vx/shared/protocol';

/**
 * Actor tiles by id for one catalogue generation, read from the database the first time a page
 * shows them. Nothing in a tile but its online flag changes within a generation, and the search sets
 * that flag itself, so a tile once read stays right until the generation moves.
 */
export class TileStore {
  private readonly tiles = new Map<number, Promise<ActorTile | undefined>>();

  constructor(private readonly read: (ids: readonly number[]) => Promise<Map<number, ActorTile>>) {}

  /** The tiles of these ids, in their order; an actor deleted since its list was read is left out. */
  async get(ids: readonly number[]): Promise<ActorTile[]> {
    const missing = ids.filter((id) => !this.tiles.has(id));
    if (missing.length > 0) {
      const reading = this.read(missing);
      for (const id of missing) {
        const tile = reading.then((tiles) => tiles.get(id));
        this.tiles.set(id, tile);
        // A failed read must not be served from memory.
        tile.catch(() => {
          if (this.tiles.get(id) === tile) this.tiles.delete(id);
        });
      }
    }
    const tiles = await Promise.all(ids.map((id) => this.tiles.get(id)));
    return tiles.filter((tile): tile is ActorTile => tile !== undefined);
  }
}
