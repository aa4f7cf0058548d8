import { act, renderHook } from '@testing-library/react';
import { nextScrollState, useHideOnScroll } from './useHideOnScroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('nextScrollState', () => {
  it('hides only after more than 10 px of downward movement', () => {
    let state = { hidden: false, anchor: 100 };
    state = nextScrollState(state, 110);
    expect(state.hidden).toBe(false);
    state = nextScrollState(state, 111);
    expect(state.hidden).toBe(true);
  });

  it('shows again after more than 10 px upward, measured from the lowest point', () => {
    let state = { hidden: true, anchor: 300 };
    state = nextScrollState(state, 400);
    state = nextScrollState(state, 392);
    expect(state.hidden).toBe(true);
    state = nextScrollState(state, 389);
    expect(state.hidden).toBe(false);
  });

  it('is always shown at the top', () => {
    expect(nextScrollState({ hidden: true, anchor: 5 }, 0).hidden).toBe(false);
  });
});

describe('useHideOnScroll', () => {
  beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('hides on scrolling down and shows on scrolling up', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
    scrollTo(5);
    scrollTo(9);
    expect(result.current).toBe(false);
    scrollTo(40);
    expect(result.current).toBe(true);
    scrollTo(35);
    expect(result.current).toBe(true);
    scrollTo(20);
    expect(result.current).toBe(false);
  });

  it('stays shown while disabled (a menu is open)', () => {
    const { result, rerender } = renderHook(({ enabled }) => useHideOnScroll(enabled), { initialProps: { enabled: true } });
    scrollTo(200);
    expect(result.current).toBe(true);
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    scrollTo(600);
    expect(result.current).toBe(false);
  });

  it('starts shown when enabled again (the menu closed), hiding only after a new scroll down', () => {
    const { result, rerender } = renderHook(({ enabled }) => useHideOnScroll(enabled), { initialProps: { enabled: true } });
    scrollTo(200);
    rerender({ enabled: false });
    rerender({ enabled: true });
    expect(result.current).toBe(false);
    scrollTo(205);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
  });
});
