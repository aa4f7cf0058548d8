import { actorTile } from '../testing/fixtures';
import { actorCameOnline, actorWentOffline } from './search';

const withActors = () => ({ actors: [actorTile(1), actorTile(2), actorTile(3, { isOnline: false })], totalHits: 40 });

describe('live online and offline events', () => {
  it('removes an actor who went offline from an online-only list and lowers the total', () => {
    const next = actorWentOffline(withActors(), 2, true);
    expect(next.actors.map((actor) => actor.id)).toEqual([1, 3]);
    expect(next.totalHits).toBe(39);
  });

  it('marks them offline in a list that shows offline actors too', () => {
    const next = actorWentOffline(withActors(), 2, false);
    expect(next.actors.find((actor) => actor.id === 2)?.isOnline).toBe(false);
    expect(next.totalHits).toBe(40);
  });

  it('leaves lists without the actor untouched', () => {
    const list = withActors();
    expect(actorWentOffline(list, 99, true)).toBe(list);
    expect(actorCameOnline(list, 1)).toBe(list);
    expect(actorCameOnline(list, 3).actors[2].isOnline).toBe(true);
  });
});
