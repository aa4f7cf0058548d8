import type { ActorTile } from '@vx/shared/protocol';
import { TileStore } from './tile-store';

const tile = (id: number) => ({ id, name: `actor${id}` }) as ActorTile;

describe('TileStore', () => {
  it('reads only the tiles it has not read yet, in one read per page', async () => {
    const reads: number[][] = [];
    const store = new TileStore(async (ids) => {
      reads.push([...ids]);
      return new Map(ids.map((id) => [id, tile(id)]));
    });
    expect((await store.get([3, 1])).map((t) => t.id)).toEqual([3, 1]);
    expect((await store.get([1, 2, 3])).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(reads).toEqual([[3, 1], [2]]);
  });

  it('leaves out an actor that is gone and never keeps a failed read', async () => {
    let fail = true;
    const store = new TileStore(async (ids) => {
      if (fail) throw new Error('db down');
      return new Map(ids.filter((id) => id !== 9).map((id) => [id, tile(id)]));
    });
    await expect(store.get([1])).rejects.toThrow('db down');
    fail = false;
    expect((await store.get([1, 9])).map((t) => t.id)).toEqual([1]);
  });
});
