import type { RestClient } from '@vx/shared';
import { actorTile, deferred } from '../testing/fixtures';
import { createSearchController } from './controller';
import { SearchStore } from './store';
import { initialState, type SearchType } from './types';

type Body = { requestId: number; page: number; searchType: SearchType; searchConditions: Record<string, unknown>; forcedGuestLocation?: unknown; forcedGuestZip?: string };

function fakeRest() {
  const calls: Array<{ path: string; body: Body; answer: ReturnType<typeof deferred<unknown>> }> = [];
  const rest = {
    call: jest.fn((path: string, options: { payload?: Body }) => {
      const answer = deferred<unknown>();
      calls.push({ path, body: options.payload as Body, answer });
      return answer.promise;
    }),
  } as unknown as RestClient;
  const answerSearch = (index: number, ids: number[], extra: object = {}) =>
    calls[index].answer.resolve({ requestId: calls[index].body.requestId, actors: ids.map((id) => actorTile(id)), page: calls[index].body.page, maxPage: 5, totalHits: 140, ...extra });
  return { rest, calls, answerSearch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('search controller with the store', () => {
  it('applies only the newest search to the state when answers come out of order', async () => {
    const store = new SearchStore();
    const { rest, calls, answerSearch } = fakeRest();
    const controller = createSearchController(store, rest, 'default', () => initialState('default'));
    const first = controller.load();
    controller.setFilter('genderTypes', ['F']);
    const second = controller.load();
    answerSearch(1, [2, 3]);
    answerSearch(0, [1]);
    await Promise.all([first, second]);
    expect(store.peek('default')).toMatchObject({ status: 'ready', totalHits: 140, filters: { genderTypes: ['F'] } });
    expect(store.peek('default')!.actors.map((actor) => actor.id)).toEqual([2, 3]);
    expect(calls[1].body).toMatchObject({ page: 1, searchType: 'default', sortType: 'online_ranking', currentCollection: 3, searchConditions: { genderTypes: ['F'], onlineOnly: true } });
  });

  it('keeps each search type its own state: switching away and back restores it without a new search', async () => {
    const store = new SearchStore();
    const { rest, calls, answerSearch } = fakeRest();
    const byType = (type: SearchType) => createSearchController(store, rest, type, () => initialState(type));

    const all = byType('default');
    all.setFilter('ageFrom', 30);
    void all.load();
    answerSearch(0, [1, 2]);
    await flush();
    all.setPage(2);
    void all.load();
    answerSearch(1, [3, 4]);
    await flush();
    const before = store.peek('default');

    const newGirls = byType('newGirls');
    expect(store.peek('newGirls')).toMatchObject({ sort: 'date', activeCategory: 88, page: 1, actors: [] });
    void newGirls.load();
    answerSearch(2, [9]);
    await flush();
    expect(calls[2].body).toMatchObject({ searchType: 'newGirls', sortType: 'date', currentCollection: 88 });

    const back = byType('default');
    expect(store.peek('default')).toBe(before);
    expect(before).toMatchObject({ page: 2, filters: { ageFrom: 30 }, totalHits: 140 });
    await back.load();
    expect(calls).toHaveLength(3);
    expect(store.peek('location')).toBeUndefined();
    expect(initialState('location').sort).toBe('distance');
  });

  it('a location search looks up the zip at 5 characters and sends its coordinates from page 1', async () => {
    const store = new SearchStore();
    const { rest, calls, answerSearch } = fakeRest();
    const controller = createSearchController(store, rest, 'location', () => initialState('location', { page: 4, maxPage: 9 }));
    await controller.setZip('1011');
    expect(calls).toHaveLength(0);
    const lookup = controller.setZip('10115');
    expect(calls[0].path).toBe('utility/getGeoLocationByZip/10115');
    calls[0].answer.resolve({ success: true, data: { lat: 52.5, long: 13.4 } });
    await lookup;
    expect(store.peek('location')).toMatchObject({ page: 1, zip: '10115', locationZip: '10115', location: { lat: 52.5, long: 13.4 } });
    void controller.load();
    answerSearch(1, [5]);
    await flush();
    expect(calls[1].body).toMatchObject({ page: 1, searchType: 'location', sortType: 'distance', forcedGuestLocation: { lat: 52.5, long: 13.4 }, forcedGuestZip: '10115' });

    const failed = controller.setZip('99999');
    calls[2].answer.resolve({ success: false, data: null });
    await failed;
    expect(store.peek('location')).toMatchObject({ location: null, locationZip: null });
  });
});
