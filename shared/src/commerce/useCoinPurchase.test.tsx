import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RestError } from '../api/rest';
import { createBus } from '../bus';
import { PlatformContext, type Platform } from '../contract/platform';
import { visitorGuest } from '../protocol';
import type { PurchaseOffer } from './offer';
import { useCoinPurchase, type PurchaseAnswer } from './useCoinPurchase';

type Request = jest.Mock<Promise<PurchaseAnswer>, [string]>;

function fakePlatform(loggedIn = true) {
  return {
    bus: createBus(),
    guest: { ...visitorGuest('en'), isLoggedIn: loggedIn },
    track: jest.fn(),
    openFlow: jest.fn(() => new Promise(() => undefined)),
    confirmPurchase: jest.fn(async () => true),
  } as unknown as Platform & { openFlow: jest.Mock; confirmPurchase: jest.Mock; track: jest.Mock };
}

function setup(request: Request, loggedIn = true, offer: PurchaseOffer = { item: 'video', price: 12 }) {
  const platform = fakePlatform(loggedIn);
  const onSuccess = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  const hook = renderHook(
    () => useCoinPurchase({ request, offer, tracking: { source: 'test', data: { videoId: 7, value: 12 } }, onSuccess }),
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
    await act(async () => hook.result.current.buy());
    await act(async () => hook.result.current.buy());
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
    const platform = fakePlatform();
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const hook = renderHook(() => useCoinPurchase({ request, offer: { item: 'ticket', price: 30 }, tracking: { source: 'test', data: (answer) => ({ ticketId: answer.ticketId }) } }), { wrapper });
    await act(async () => hook.result.current.buy());
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'test', data: { ticketId: 31 } });
  });

  it('buys with the options of the last render through the same buy', async () => {
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const platform = fakePlatform();
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const hook = renderHook(({ videoId }: { videoId: number }) => useCoinPurchase({ request, offer: { item: 'video', price: 12 }, tracking: { source: 'test', data: { videoId } } }), {
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

  it('asks before coins are spent, and a no sends nothing', async () => {
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const { hook, platform } = setup(request, true, { item: 'album', price: 49 });
    platform.confirmPurchase.mockResolvedValueOnce(false);
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenCalledWith({ item: 'album', price: 49, resumed: false });
    expect(request).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('idle');
    // The next click asks again and buys.
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status).toBe('bought');
  });

  it('ignores clicks while the question is open', async () => {
    const answer = deferred<boolean>();
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const { hook, platform } = setup(request);
    platform.confirmPurchase.mockReturnValueOnce(answer.promise);
    await act(async () => hook.result.current.buy());
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(true));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for what costs no coins (a free ticket)', async () => {
    const request = jest.fn(async (_key: string) => ({ success: true }));
    const { hook, platform } = setup(request, true, { item: 'ticket', price: 0 });
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('goes on after a paid top-up: asked again, the same key, one charge, clicks meanwhile ignored', async () => {
    const topUp = deferred<'completed' | 'closed'>();
    const charge = deferred<PurchaseAnswer>();
    const request = jest
      .fn<Promise<PurchaseAnswer>, [string]>()
      .mockResolvedValueOnce({ success: false, errorCode: 'insufficient_balance' })
      .mockReturnValueOnce(charge.promise);
    const { hook, platform, onSuccess } = setup(request, true, { item: 'video', price: 49 });
    platform.openFlow.mockReturnValueOnce(topUp.promise);
    await act(async () => hook.result.current.buy());
    expect(platform.openFlow).toHaveBeenCalledWith('moneycharge');
    // A click while the guest tops up starts nothing.
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(1);
    await act(async () => topUp.resolve('completed'));
    expect(platform.confirmPurchase).toHaveBeenLastCalledWith({ item: 'video', price: 49, resumed: true });
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1][0]).toBe(request.mock.calls[0][0]);
    expect(hook.result.current.status).toBe('pending');
    // A click while the resumed purchase runs sends nothing.
    await act(async () => hook.result.current.buy());
    expect(request).toHaveBeenCalledTimes(2);
    await act(async () => charge.resolve({ success: true }));
    expect(hook.result.current).toMatchObject({ status: 'bought', errorCode: null });
    expect(platform.track).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('leaves the purchase idle when the top-up is not paid; the next click is a new purchase', async () => {
    const request = jest
      .fn<Promise<PurchaseAnswer>, [string]>()
      .mockResolvedValueOnce({ success: false, errorCode: 'insufficient_balance' })
      .mockResolvedValueOnce({ success: true });
    const { hook, platform } = setup(request);
    platform.openFlow.mockResolvedValueOnce('closed');
    await act(async () => hook.result.current.buy());
    expect(request).toHaveBeenCalledTimes(1);
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status).toBe('idle');
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenLastCalledWith({ item: 'video', price: 12, resumed: false });
    expect(request.mock.calls[1][0]).not.toBe(request.mock.calls[0][0]);
  });

  it('does not resume when the guest says no after the top-up', async () => {
    const request = jest.fn(async (_key: string) => ({ success: false, errorCode: 'insufficient_balance' }));
    const { hook, platform } = setup(request);
    platform.openFlow.mockResolvedValueOnce('completed');
    platform.confirmPurchase.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    await act(async () => hook.result.current.buy());
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status).toBe('idle');
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
