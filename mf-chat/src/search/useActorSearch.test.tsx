import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext } from '@vx/shared';
import { fakePlatform } from '@vx/shared/testing';
import { routes } from '../routes';
import { actorTile, deferred } from '../testing/fixtures';
import { SearchStore } from './store';
import { initialState, type SearchChoices, type SearchType } from './types';
import { useActorSearch } from './useActorSearch';

type Body = { requestId: number; page: number; searchType: SearchType; searchConditions: Record<string, unknown>; forcedGuestLocation?: unknown; forcedGuestZip?: string };

function fakeRest() {
  const calls: Array<{ path: string; body: Body; answer: ReturnType<typeof deferred<unknown>> }> = [];
  const call = jest.fn((path: string, options: { payload?: Body }) => {
    const answer = deferred<unknown>();
    calls.push({ path, body: options.payload as Body, answer });
    return answer.promise;
  });
  const answerSearch = (index: number, ids: number[], extra: object = {}) =>
    calls[index].answer.resolve({ requestId: calls[index].body.requestId, actors: ids.map((id) => actorTile(id)), page: calls[index].body.page, maxPage: 5, totalHits: 140, ...extra });
  return { call, calls, answerSearch };
}

/** useActorSearch of the key given as prop, on one store and one query cache. */
function renderSearch(call: jest.Mock, key: SearchType, create: (key: SearchType) => SearchChoices = initialState) {
  const store = new SearchStore();
  const platform = fakePlatform({ language: 'en', restCall: call, routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
  return { store, ...renderHook(({ stateKey }: { stateKey: SearchType }) => useActorSearch(stateKey, () => create(stateKey), store), { wrapper, initialProps: { stateKey: key } }) };
}

describe('actor search: the choices in the store, the answers in the query cache', () => {
  it('applies only the newest search to the state when answers come out of order', async () => {
    const { call, calls, answerSearch } = fakeRest();
    const { result } = renderSearch(call, 'default');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.controller.setFilter('genderTypes', ['F']));
    await waitFor(() => expect(calls).toHaveLength(2));
    answerSearch(1, [2, 3]);
    answerSearch(0, [1]);
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', totalHits: 140, filters: { genderTypes: ['F'] } }));
    expect(result.current.state.actors.map((actor) => actor.id)).toEqual([2, 3]);
    expect(calls[1].body).toMatchObject({ page: 1, searchType: 'default', sortType: 'online_ranking', currentCollection: 3, searchConditions: { genderTypes: ['F'], onlineOnly: true } });
  });

  it('keeps each search type its own state: switching away and back restores it without a new search', async () => {
    const { call, calls, answerSearch } = fakeRest();
    const { result, rerender, store } = renderSearch(call, 'default');
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.controller.setFilter('ageFrom', 30));
    await waitFor(() => expect(calls).toHaveLength(2));
    answerSearch(1, [1, 2]);
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.controller.setPage(2, result.current.state.maxPage));
    await waitFor(() => expect(calls).toHaveLength(3));
    answerSearch(2, [3, 4]);
    await waitFor(() => expect(result.current.state.actors.map((actor) => actor.id)).toEqual([3, 4]));
    const before = store.peek('default');

    rerender({ stateKey: 'newGirls' });
    expect(store.peek('newGirls')).toMatchObject({ sort: 'date', activeCategory: 88, page: 1 });
    expect(result.current.state.actors).toEqual([]);
    await waitFor(() => expect(calls).toHaveLength(4));
    answerSearch(3, [9]);
    expect(calls[3].body).toMatchObject({ searchType: 'newGirls', sortType: 'date', currentCollection: 88 });

    rerender({ stateKey: 'default' });
    expect(store.peek('default')).toBe(before);
    expect(before).toMatchObject({ page: 2, filters: { ageFrom: 30 } });
    expect(result.current.state).toMatchObject({ page: 2, totalHits: 140, status: 'ready' });
    expect(result.current.state.actors.map((actor) => actor.id)).toEqual([3, 4]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(4);
    expect(store.peek('location')).toBeUndefined();
    expect(initialState('location').sort).toBe('distance');
  });

  it('a location search looks up the zip at 5 characters and sends its coordinates from page 1', async () => {
    const { call, calls, answerSearch } = fakeRest();
    const { result, store } = renderSearch(call, 'location', (key) => initialState(key, { page: 4 }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => result.current.controller.setZip('1011'));
    expect(calls).toHaveLength(1);
    let lookup: Promise<boolean> = Promise.resolve(false);
    act(() => {
      lookup = result.current.controller.setZip('10115');
    });
    expect(calls[1].path).toBe('utility/getGeoLocationByZip/10115');
    calls[1].answer.resolve({ success: true, data: { lat: 52.5, long: 13.4 } });
    await act(() => lookup);
    expect(store.peek('location')).toMatchObject({ page: 1, zip: '10115', locationZip: '10115', location: { lat: 52.5, long: 13.4 } });
    await waitFor(() => expect(calls).toHaveLength(3));
    answerSearch(2, [5]);
    expect(calls[2].body).toMatchObject({ page: 1, searchType: 'location', sortType: 'distance', forcedGuestLocation: { lat: 52.5, long: 13.4 }, forcedGuestZip: '10115' });

    let failed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      failed = result.current.controller.setZip('99999');
    });
    calls[3].answer.resolve({ success: false, data: null });
    await act(() => failed);
    expect(store.peek('location')).toMatchObject({ location: null, locationZip: null });
  });
});
