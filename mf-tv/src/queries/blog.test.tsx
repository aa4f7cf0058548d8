import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformContext, type Platform } from '@vx/shared';
import { blogKeys, parseCategoryId, useBlogOverview } from './blog';

describe('parseCategoryId', () => {
  it.each([
    ['1', 1],
    ['38', 38],
    ['506', 506],
  ])('takes the spec’s category %s', (param, id) => expect(parseCategoryId(param)).toBe(id));

  it.each([undefined, '', '2', '0038x', '38.0', '-38', '1e2', '99999'])('refuses %s', (param) => expect(parseCategoryId(param)).toBeNull());
});

describe('the 60 s cache hint', () => {
  it('keeps an overview fresh for a minute: a second observer asks nothing', async () => {
    const call = jest.fn(() => Promise.resolve({ id: 'blog-en', featured: [], excludedIds: [], categories: [], totals: {}, archives: [] }));
    const platform = { rest: { call }, language: 'en' } as unknown as Platform;
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
      </QueryClientProvider>
    );
    const first = renderHook(() => useBlogOverview(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    renderHook(() => useBlogOverview(), { wrapper });
    expect(call).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().find({ queryKey: blogKeys.overview('en') })?.isStale()).toBe(false);
  });
});
