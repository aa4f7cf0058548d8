import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SearchTypeState } from './types';

/**
 * The search states of the feature, one per key (a search type, or a category page), living as
 * long as the feature module: switching to another type and back finds the old state untouched.
 */
export class SearchStore {
  private readonly states$ = new BehaviorSubject<Readonly<Record<string, SearchTypeState>>>({});

  /** The state under a key, created from `create` on first use. */
  get(key: string, create: () => SearchTypeState): SearchTypeState {
    const existing = this.states$.value[key];
    if (existing) return existing;
    const state = create();
    this.states$.next({ ...this.states$.value, [key]: state });
    return state;
  }

  peek(key: string): SearchTypeState | undefined {
    return this.states$.value[key];
  }

  update(key: string, change: (state: SearchTypeState) => SearchTypeState): void {
    const current = this.states$.value[key];
    if (!current) return;
    const next = change(current);
    if (next !== current) this.states$.next({ ...this.states$.value, [key]: next });
  }

  /** Applies a change to every state (live online/offline events touch all lists). */
  updateAll(change: (state: SearchTypeState) => SearchTypeState): void {
    const states = this.states$.value;
    let changed = false;
    const next: Record<string, SearchTypeState> = {};
    for (const [key, state] of Object.entries(states)) {
      next[key] = change(state);
      changed ||= next[key] !== state;
    }
    if (changed) this.states$.next(next);
  }

  /** Forgets every state (tests; a logout could use it too). */
  clear(): void {
    this.states$.next({});
  }

  watch(key: string): Observable<SearchTypeState | undefined> {
    return this.states$.pipe(
      map((states) => states[key]),
      distinctUntilChanged(),
    );
  }
}

/** The feature's one store: module scope, so it outlives page changes within the session. */
export const searchStore = new SearchStore();
