import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL } from '@vx/shared';

const WAIT_MS = 5000;
/** A return waits longer: after a reload the whole app loads again before the list is there. */
const RESTORE_WAIT_MS = 15_000;

const STORAGE_KEY = 'vx.scroll';
const KEPT_ENTRIES = 50;

/**
 * Where each history entry was left, by its location key. A push or replace makes a new key, so a
 * key seen before is a return through back or forward, which goes back to where the guest was.
 * Kept in sessionStorage too: going back into an entry from before a reload loads the app anew.
 */
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && Number.isFinite(entry?.[1])) : [];
  } catch {
    return [];
  }
}

function storePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // Storage full or blocked: returns within this page load still work from memory.
  }
}

/**
 * The id of the current history entry. React Router names every first entry 'default' (a URL opened
 * anew in this tab too), so that one gets an id of its own in the entry's state.
 */
function entryId(key: string): string {
  if (key !== 'default') return key;
  const state = (window.history.state ?? {}) as { vxEntry?: string };
  if (state.vxEntry) return state.vxEntry;
  const id = `first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  window.history.replaceState({ ...state, vxEntry: id }, '');
  return id;
}

const USER_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Tries `scroll` every SCROLL.checkMs until it reports done, `waitMs` passed (a remote's content may
 * arrive later) or the guest scrolls by himself.
 */
function retryScroll(scroll: () => boolean, waitMs = WAIT_MS): () => void {
  if (scroll()) return () => undefined;
  const started = Date.now();
  const stop = () => {
    clearInterval(timer);
    USER_SCROLLS.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = setInterval(() => {
    if (scroll() || Date.now() - started > waitMs) stop();
  }, SCROLL.checkMs);
  USER_SCROLLS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/**
 * Back and forward return to the entry's scroll position; `?scrollTo=id` scrolls to that element
 * once it exists; any other navigation starts at the top.
 */
export function useScrollTo(): void {
  const { key: routerKey, search } = useLocation();
  const saved = useRef<number | undefined>(undefined);
  // A layout effect: the entry's saved place is read, and the listener moves to the new entry,
  // before the browser clamps the old page's scroll to the new page's height and fires a scroll
  // event, which would otherwise count as a place saved for the new entry (a return) or the old one.
  // The entry's id is taken here too, not while rendering: a first entry gets its id written into
  // the history state.
  useLayoutEffect(() => {
    const key = entryId(routerKey);
    saved.current = positions.get(key);
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.delete(key); // re-inserted last, so the newest entries are the ones kept
      positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', storePositions);
      storePositions();
    };
  }, [routerKey]);
  useEffect(() => {
    const place = saved.current;
    if (place !== undefined) {
      return retryScroll(() => {
        window.scrollTo(0, place);
        return Math.abs(window.scrollY - place) < 2;
      }, RESTORE_WAIT_MS);
    }
    const target = new URLSearchParams(search).get('scrollTo');
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    return retryScroll(() => {
      const element = document.getElementById(target);
      if (element) window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - SCROLL.topOffsetPx });
      return element !== null;
    });
  }, [routerKey, search]);
}
