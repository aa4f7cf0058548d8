import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext } from '@vx/shared';
import { fakePlatform } from '@vx/shared/testing';
import { toSearchPayload } from '../search/payload';
import { initialState } from '../search/types';
import { actorTile, deferred } from '../testing/fixtures';
import { routes } from '../routes';
import { ForeignAnswerError, searchActors, useSearchResults } from './search';

type Sent = { payload: { requestId: number; page: number }; signal: AbortSignal; answer: ReturnType<typeof deferred<unknown>> };

/** A search server whose answers the test gives, in any order; an answer's one actor names its page. */
function searchServer() {
  const sent: Sent[] = [];
  const call = jest.fn((_path: string, options: { payload: Sent['payload']; signal: AbortSignal }) => {
    const answer = deferred<unknown>();
    sent.push({ payload: options.payload, signal: options.signal, answer });
    return answer.promise;
  });
  const answer = (index: number, requestId = sent[index].payload.requestId) =>
    sent[index].answer.resolve({ requestId, actors: [actorTile(sent[index].payload.page)], page: sent[index].payload.page, maxPage: 9, totalHits: 1 });
  return { call, sent, answer };
}

const onPage = (page: number) => toSearchPayload(initialState('default', { page }));

type SearchProps = { page: number; state?: string };

/** The search hook of a state ('default' unless given); `applied` lists the pages whose answers were shown, in order. */
function renderSearch(call: jest.Mock) {
  const platform = fakePlatform({ language: 'en', restCall: call, routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
  const applied: number[] = [];
  const initialProps: SearchProps = { page: 1 };
  const hook = renderHook(
    ({ page, state = 'default' }: SearchProps) => {
      const result = useSearchResults(state, onPage(page));
      const shown = result.isPlaceholderData ? undefined : result.data?.page;
      if (shown !== undefined && applied[applied.length - 1] !== shown) applied.push(shown);
      return result;
    },
    { wrapper, initialProps },
  );
  return { ...hook, applied };
}

describe('actor search: the newest request wins (spec 000 §4)', () => {
  it('stamps increasing request ids', async () => {
    const seen: number[] = [];
    const rest = { call: jest.fn(async (_path: string, options: { payload: { requestId: number } }) => {
      seen.push(options.payload.requestId);
      return { requestId: options.payload.requestId, actors: [], page: 1, maxPage: 1, totalHits: 0 };
    }) } as never;
    await searchActors(rest, onPage(1));
    await searchActors(rest, onPage(2));
    expect(seen[1]).toBeGreaterThan(seen[0]);
  });

  it('drops an older answer that arrives after the newer one', async () => {
    const server = searchServer();
    const { rerender, result, applied } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    rerender({ page: 2 });
    await waitFor(() => expect(server.sent).toHaveLength(2));
    // The newer answer comes first, the older one late.
    server.answer(1);
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    server.answer(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.data?.page).toBe(2);
    expect(applied).toEqual([2]);
  });

  it('drops an older answer that arrives first, then applies the newest', async () => {
    const server = searchServer();
    const { rerender, result, applied } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    rerender({ page: 2 });
    await waitFor(() => expect(server.sent).toHaveLength(2));
    rerender({ page: 3 });
    await waitFor(() => expect(server.sent).toHaveLength(3));
    server.answer(0);
    server.answer(2);
    server.answer(1);
    await waitFor(() => expect(result.current.data?.page).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toEqual([3]);
  });

  it('ignores an answer whose requestId is not the one sent', async () => {
    const server = searchServer();
    const { result, applied } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.answer(0, -1);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ForeignAnswerError);
    expect(applied).toEqual([]);
  });

  it('reports a failure only for the newest request and aborts the older one', async () => {
    const server = searchServer();
    const { rerender, result } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    rerender({ page: 2 });
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[0].signal.aborted).toBe(true);
    server.sent[0].answer.reject(new Error('aborted'));
    server.sent[1].answer.reject(new Error('down'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toBe('down');
  });
});

describe('actor search: the list shown', () => {
  it('keeps the last answer of its search state through a failed search', async () => {
    const server = searchServer();
    const { rerender, result } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.answer(0);
    await waitFor(() => expect(result.current.shown?.page).toBe(1));
    rerender({ page: 2 });
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.sent[1].answer.reject(new Error('down'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.shown?.page).toBe(1);
  });

  it("never shows another search state's answer", async () => {
    const server = searchServer();
    const { rerender, result } = renderSearch(server.call);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.answer(0);
    await waitFor(() => expect(result.current.shown?.page).toBe(1));
    rerender({ page: 2, state: 'category' });
    expect(result.current.shown).toBeUndefined();
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.sent[1].answer.reject(new Error('down'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.shown).toBeUndefined();
  });
});
