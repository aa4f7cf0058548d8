import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext, type Platform } from '../contract/platform';
import { useRestImageUrl } from './useRestImageUrl';

/** A platform whose REST client downloads a blob named by its path; object URLs are `blob:<path>`. */
function setup(path: string | null, keepMs?: number) {
  const download = jest.fn(async (asked: string) => new File([asked], asked, { type: 'image/jpeg' }));
  const platform = { rest: { download } } as unknown as Platform;
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
  URL.revokeObjectURL = jest.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
    </QueryClientProvider>
  );
  return { hook: renderHook(({ asked }) => useRestImageUrl(asked, keepMs), { wrapper, initialProps: { asked: path } }), download };
}

describe('useRestImageUrl', () => {
  it('downloads the path with the guest token once and answers its object URL', async () => {
    const { hook, download } = setup('messenger/image/4/thumbnail');
    await waitFor(() => expect(hook.result.current.data).toBe('blob:messenger/image/4/thumbnail'));
    hook.rerender({ asked: 'messenger/image/4/thumbnail' });
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith('messenger/image/4/thumbnail', expect.anything());
  });

  it('fetches nothing for a null path (censored, or not near the viewport yet)', () => {
    const { hook, download } = setup(null);
    expect(hook.result.current.data).toBeUndefined();
    expect(download).not.toHaveBeenCalled();
  });

  it('revokes the object URL once nothing shows the picture for the keep time', async () => {
    const { hook } = setup('messenger/image/5', 0);
    await waitFor(() => expect(hook.result.current.data).toBe('blob:messenger/image/5'));
    hook.unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:messenger/image/5'));
  });
});
