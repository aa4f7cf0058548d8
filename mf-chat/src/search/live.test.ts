import { actorTile } from '../testing/fixtures';
import { actorCameOnline, actorWentOffline } from './live';
import { EMPTY_FILTERS, initialState } from './types';

const withActors = (onlineOnly: boolean) => ({
  ...initialState('default', { filters: { ...EMPTY_FILTERS, onlineOnly } }),
  actors: [actorTile(1), actorTile(2), actorTile(3, { isOnline: false })],
  totalHits: 40,
});

describe('live online and offline events', () => {
  it('removes an actor who went offline from an online-only list and lowers the total', () => {
    const next = actorWentOffline(withActors(true), 2);
    expect(next.actors.map((actor) => actor.id)).toEqual([1, 3]);
    expect(next.totalHits).toBe(39);
  });

  it('marks them offline in a list that shows offline actors too', () => {
    const next = actorWentOffline(withActors(false), 2);
    expect(next.actors.find((actor) => actor.id === 2)?.isOnline).toBe(false);
    expect(next.totalHits).toBe(40);
  });

  it('leaves lists without the actor untouched', () => {
    const state = withActors(true);
    expect(actorWentOffline(state, 99)).toBe(state);
    expect(actorCameOnline(state, 1)).toBe(state);
    expect(actorCameOnline(state, 3).actors[2].isOnline).toBe(true);
  });
});
