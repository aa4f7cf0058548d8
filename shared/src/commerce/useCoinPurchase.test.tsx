import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RestError } from '../api/rest';
import { createBus } from '../bus';
import { PlatformContext, type Platform } from '../contract/platform';
import { visitorGuest } from '../protocol';
import { useCoinPurchase, type PurchaseAnswer } from './useCoinPurchase';

function setup(request: jest.Mock<Promise<PurchaseAnswer>, [string]>, loggedIn = true) {
  const platform = {
    bus: createBus(),
    guest: { ...visitorGuest('en'), isLoggedIn: loggedIn },
    track: jest.fn(),
    openFlow: jest.fn(),
  } as unknown as Platform;
  const onSuccess = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  const hook = renderHook(
    () => useCoinPurchase({ request, tracking: { source: 'test', data: { videoId: 7, value: 12 } }, onSuccess }),
    { wrapper },
  );
  return { hook, platform, onSuccess };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('useCoinPurchase', () => {
  it('sends one request while one is running, then tracks the success once', async () => {
    const answer = deferred<PurchaseAnswer>();
    const request = jest.fn((_key: string) => answer.promise);
    const { hook, platform, onSuccess } = setup(request);
    act(() => hook.result.current.buy());
    act(() => hook.result.current.buy());
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status).toBe('pending');
    await act(async () => answer.resolve({ success: true }));
    expect(hook.result.current.status).toBe('bought');
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'test', data: { videoId: 7, value: 12 } });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('tells a refusal by the attempt limit (429) from a lost answer', async () => {
    const request = jest.fn<Promise<PurchaseAnswer>, [string]>().mockRejectedValueOnce(new RestError(429));
    const { hook } = setup(request);
    await act(async () => hook.result.current.buy());
    expect(hook.result.current).toMatchObject({ status: 'failed', errorCode: 'too_many_attempts' });
  });

  it('retries a lost answer with the same idempotency key, and a new purchase with a new one', async () => {
    const request = jest
      .fn<Promise<PurchaseAnswer>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ success: true })
      .mockResolvedValueOnce({ success: true });
    const { hook } = setup(request);
    await act(async () => hook.result.current.buy());
    expect(hook.result.current).toMatchObject({ status: 'failed', errorCode: 'network' });
    await act(async () => hook.result.current.buy());
    expect(request.mock.calls[1][0]).toBe(request.mock.calls[0][0]);
    await act(async () => hook.result.current.buy());
    expect(request.mock.calls[2][0]).not.toBe(request.mock.calls[0][0]);
  });

  it('tracks data drawn from the answer when given as a function', async () => {
    const request = jest.fn(async (_key: string) => ({ success: true, ticketId: 31 }));
    const platform = { bus: createBus(), guest: { ...visitorGuest('en'), isLoggedIn: true }, track: jest.fn(), openFlow: jest.fn() } as unknown as Platform;
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const hook = renderHook(() => useCoinPurchase({ request, tracking: { source: 'test', data: (answer) => ({ ticketId: answer.ticketId }) } }), { wrapper });
    await act(async () => hook.result.current.buy());
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'test', data: { ticketId: 31 } });
  });

  it('buys with the options of the last render through the same buy', async () => {
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const platform = { bus: createBus(), guest: { ...visitorGuest('en'), isLoggedIn: true }, track: jest.fn(), openFlow: jest.fn() } as unknown as Platform;
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const hook = renderHook(({ videoId }: { videoId: number }) => useCoinPurchase({ request, tracking: { source: 'test', data: { videoId } } }), {
      wrapper,
      initialProps: { videoId: 7 },
    });
    const { buy } = hook.result.current;
    hook.rerender({ videoId: 8 });
    expect(hook.result.current.buy).toBe(buy);
    await act(async () => buy());
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'test', data: { videoId: 8 } });
  });

  it('opens the moneycharge flow on an insufficient balance and tracks nothing', async () => {
    const request = jest.fn(async (_key: string) => ({ success: false, errorCode: 'insufficient_balance' }));
    const { hook, platform } = setup(request);
    await act(async () => hook.result.current.buy());
    expect(platform.openFlow).toHaveBeenCalledWith('moneycharge');
    expect(platform.track).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ status: 'idle', errorCode: 'insufficient_balance' });
  });

  it('keeps other refusals as a failure with their code', async () => {
    const request = jest.fn(async (_key: string) => ({ success: false, errorCode: 'show_started' }));
    const { hook, platform } = setup(request);
    await act(async () => hook.result.current.buy());
    expect(hook.result.current).toMatchObject({ status: 'failed', errorCode: 'show_started' });
    expect(platform.openFlow).not.toHaveBeenCalled();
  });

  it('sends a visitor to login without a request', () => {
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const { hook, platform } = setup(request, false);
    act(() => hook.result.current.buy());
    expect(platform.openFlow).toHaveBeenCalledWith('login');
    expect(request).not.toHaveBeenCalled();
  });
});
