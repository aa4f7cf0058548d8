import { useEffect, useRef, useSyncExternalStore, type PointerEvent, type RefObject } from 'react';

/**
 * Which tile of the page plays its live preview: one at a time, whichever claimed last. Module
 * state, so that tiles of every grid on the page share it; no tile re-renders unless its own
 * answer changes.
 */
let active: number | null = null;
/** Actors whose preview ended or was refused on this page: not asked again. */
const spent = new Set<number>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const activePreview = {
  get: () => active,
  claim(actorId: number) {
    if (active === actorId || spent.has(actorId)) return;
    active = actorId;
    notify();
  },
  release(actorId: number) {
    if (active !== actorId) return;
    active = null;
    notify();
  },
  /** The preview of this actor is over for this page (its time ran out, or the server refused it). */
  spend(actorId: number) {
    spent.add(actorId);
    activePreview.release(actorId);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** For tests. */
  reset() {
    active = null;
    spent.clear();
    notify();
  },
};

export function useIsActivePreview(actorId: number): boolean {
  return useSyncExternalStore(
    activePreview.subscribe,
    () => activePreview.get() === actorId,
    () => false,
  );
}

/** A hover this long starts a preview: a pointer passing over the grid loads nothing. */
export const HOVER_DELAY_MS = 300;
/** The share of a tile in view that starts its preview on a touch screen. */
export const IN_VIEW_RATIO = 0.75;

const finePointer = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * When a tile claims the preview: a mouse resting on it (desktop), or the tile mostly in view (a
 * touch screen, IntersectionObserver). Nothing is loaded before either happens.
 */
export function usePreviewTrigger(actorId: number, enabled: boolean, ref: RefObject<HTMLElement | null>) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || finePointer() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO) activePreview.claim(actorId);
        else activePreview.release(actorId);
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      activePreview.release(actorId);
    };
  }, [actorId, enabled, ref]);

  useEffect(
    () => () => {
      if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
      activePreview.release(actorId);
    },
    [actorId],
  );

  if (!enabled) return {};
  return {
    onPointerEnter: (event: PointerEvent) => {
      // A finger's touch starts no hover preview (its tile is in view anyway).
      if (event.pointerType === 'touch' || event.pointerType === 'pen') return;
      if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => {
        hoverTimer.current = null;
        activePreview.claim(actorId);
      }, HOVER_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.pointerType === 'pen') return;
      if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
      hoverTimer.current = null;
      activePreview.release(actorId);
    },
  };
}
