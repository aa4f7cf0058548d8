import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakePlatform } from '../testing/fakePlatform';
import { PlatformContext, useBusEvent } from './platform';

describe('useBusEvent', () => {
  it('runs the newest handler for each event of its type, until unmounted', () => {
    const platform = fakePlatform({ language: 'en', restCall: jest.fn(), routes: {} });
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(({ name }: { name: string }) => useBusEvent('actorOnline', (event) => seen.push(`${name} ${event.actorId}`)), {
      wrapper,
      initialProps: { name: 'first' },
    });
    act(() => platform.bus.emit({ type: 'actorOnline', actorId: 1 }));
    rerender({ name: 'second' });
    act(() => platform.bus.emit({ type: 'actorOnline', actorId: 2 }));
    act(() => platform.bus.emit({ type: 'actorOffline', actorId: 3 }));
    unmount();
    act(() => platform.bus.emit({ type: 'actorOnline', actorId: 4 }));
    expect(seen).toEqual(['first 1', 'second 2']);
  });
});
