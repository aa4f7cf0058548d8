import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SearchChoices } from './types';

/**
 * The guest's choices of the feature, one per key (a search type, or a category page), living as
 * long as the feature module: switching to another type and back finds them untouched (the
 * answers are the query cache's, queries/search.ts).
 */
export class SearchStore {
  private readonly states$ = new BehaviorSubject<Readonly<Record<string, SearchChoices>>>({});
  /** Each state as it was created: what a reset goes back to. */
  private readonly starts = new Map<string, SearchChoices>();

  /** The state under a key, created from `create` on first use. */
  get(key: string, create: () => SearchChoices): SearchChoices {
    const existing = this.states$.value[key];
    if (existing) return existing;
    const state = create();
    this.starts.set(key, state);
    this.states$.next({ ...this.states$.value, [key]: state });
    return state;
  }

  peek(key: string): SearchChoices | undefined {
    return this.states$.value[key];
  }

  /** Changes an existing state; `change` also gets the state as it was created. */
  update(key: string, change: (state: SearchChoices, start: SearchChoices) => SearchChoices): void {
    const current = this.states$.value[key];
    const start = this.starts.get(key);
    if (!current || !start) return;
    const next = change(current, start);
    if (next !== current) this.states$.next({ ...this.states$.value, [key]: next });
  }

  /** Forgets every state (tests; a logout could use it too). */
  clear(): void {
    this.starts.clear();
    this.states$.next({});
  }

  watch(key: string): Observable<SearchChoices | undefined> {
    return this.states$.pipe(
      map((states) => states[key]),
      distinctUntilChanged(),
    );
  }
}

/** The feature's one store: module scope, so it outlives page changes within the session. */
export const searchStore = new SearchStore();
