import { QueryClient } from '@tanstack/react-query';
import type { ActorList, ActorTile } from '@vx/shared';
import { CAMS_QUERY, removeActor } from './useOnlineActors';

const actor = (id: number) => ({ id, name: `A${id}` }) as ActorTile;
const list = (ids: number[], totalHits = ids.length): ActorList => ({ actors: ids.map(actor), page: 1, maxPage: 1, totalHits });

describe('removeActor', () => {
  it('removes an actor who went offline from every cached cams page and lowers the total', () => {
    const cache = new QueryClient();
    cache.setQueryData([CAMS_QUERY, 'en', 1], list([1, 2, 3], 40));
    cache.setQueryData([CAMS_QUERY, 'en', 2], list([4, 5], 40));
    removeActor(cache, 2);
    expect(cache.getQueryData<ActorList>([CAMS_QUERY, 'en', 1])).toEqual(list([1, 3], 39));
    expect(cache.getQueryData<ActorList>([CAMS_QUERY, 'en', 2])).toEqual(list([4, 5], 40));
  });

  it('leaves other queries and unknown actors alone', () => {
    const cache = new QueryClient();
    const other = list([2]);
    cache.setQueryData(['videos'], other);
    const cams = list([1]);
    cache.setQueryData([CAMS_QUERY, 'en', 1], cams);
    removeActor(cache, 2);
    expect(cache.getQueryData(['videos'])).toBe(other);
    expect(cache.getQueryData([CAMS_QUERY, 'en', 1])).toBe(cams);
  });
});
