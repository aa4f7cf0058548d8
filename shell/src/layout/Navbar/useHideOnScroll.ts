import { useEffect, useState } from 'react';
import { SCROLL } from '@vx/shared';

export interface ScrollState {
  hidden: boolean;
  /** The turning point of the current direction: the lowest point while shown, the highest while hidden. */
  anchor: number;
}

/**
 * The navbar hides after the page moved down by more than `threshold` px and shows again
 * after it moved up by more than `threshold` px (spec 000 §2; SCROLL.thresholdPx). At the very
 * top it is always shown.
 */
export function nextScrollState(state: ScrollState, y: number, threshold: number = SCROLL.thresholdPx): ScrollState {
  if (y <= 0) return { hidden: false, anchor: 0 };
  if (state.hidden) {
    if (state.anchor - y > threshold) return { hidden: false, anchor: y };
    return y > state.anchor ? { hidden: true, anchor: y } : state;
  }
  if (y - state.anchor > threshold) return { hidden: true, anchor: y };
  return y < state.anchor ? { hidden: false, anchor: y } : state;
}

/** Whether the navbar is hidden by scrolling; `enabled` false keeps it shown (e.g. with a menu open). */
export function useHideOnScroll(enabled = true, threshold: number = SCROLL.thresholdPx): boolean {
  const [hidden, setHidden] = useState(false);
  // Disabled, it forgets having been hidden: enabled again, it starts shown, as its scroll tracking does.
  if (!enabled && hidden) setHidden(false);
  useEffect(() => {
    if (!enabled) return;
    let state: ScrollState = { hidden: false, anchor: window.scrollY };
    const onScroll = () => {
      const next = nextScrollState(state, window.scrollY, threshold);
      if (next.hidden !== state.hidden) setHidden(next.hidden);
      state = next;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return enabled && hidden;
}
