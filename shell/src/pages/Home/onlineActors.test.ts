import type { ActorTile } from '@vx/shared';
import { hasRoom, refill, vacate, type OnlineGrid } from './onlineActors';

const actor = (id: number) => ({ id, name: `A${id}` }) as ActorTile;
const ids = (slots: readonly (ActorTile | null)[]) => slots.map((slot) => slot?.id ?? null);

describe('vacate', () => {
  it("keeps the place of an actor who left empty, and leaves a grid without them as it is", () => {
    const grid: OnlineGrid = { items: [actor(1), actor(2), actor(3)], totalCount: 3 };
    expect(ids(vacate(grid, 2).items)).toEqual([1, null, 3]);
    expect(vacate(grid, 9)).toBe(grid);
  });
});

describe('refill', () => {
  it('puts newcomers into the empty places and keeps everyone else where they were', () => {
    const shown = [actor(1), null, actor(3), null, actor(5)];
    // The server ranks them differently now; the guest's grid does not reshuffle.
    const fresh = [actor(5), actor(7), actor(1), actor(3), actor(8)];
    expect(ids(refill(shown, fresh))).toEqual([1, 7, 3, 8, 5]);
  });

  it('keeps the actors it had as the server sends them now (their fresh data)', () => {
    const updated = { ...actor(1), name: 'Renamed' };
    expect(refill([actor(1)], [updated])[0]).toBe(updated);
  });

  it('drops an actor the fresh page no longer has, and appends newcomers beyond the empty places', () => {
    expect(ids(refill([actor(1), actor(2)], [actor(2), actor(4), actor(6)]))).toEqual([4, 2, 6]);
  });

  it('closes places nobody can fill: fewer actors online than a page', () => {
    expect(ids(refill([actor(1), null, actor(3), null], [actor(1), actor(3)]))).toEqual([1, 3]);
  });
});

describe('hasRoom', () => {
  it('is true while fewer than a page of actors are shown', () => {
    const full = Array.from({ length: 12 }, (_, index) => actor(index + 1));
    expect(hasRoom({ items: full, totalCount: 12 })).toBe(false);
    expect(hasRoom({ items: [...full.slice(0, 11), null], totalCount: 12 })).toBe(true);
  });
});
