import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SearchChoices } from './types';

/**
 * The guest's choices of the feature, one per key (a search type, or a category page), living as
 * long as the feature module: switching to another type and back finds them untouched (the
 * answers are the query cache's, queries/search.ts).
 */
export class SearchStore {
  private readonly states$ = new BehaviorSubject<Readonly<Record<string, SearchChoices>>>({});

  /** The state under a key, created from `create` on first use. */
  get(key: string, create: () => SearchChoices): SearchChoices {
    const existing = this.states$.value[key];
    if (existing) return existing;
    const state = create();
    this.states$.next({ ...this.states$.value, [key]: state });
    return state;
  }

  peek(key: string): SearchChoices | undefined {
    return this.states$.value[key];
  }

  update(key: string, change: (state: SearchChoices) => SearchChoices): void {
    const current = this.states$.value[key];
    if (!current) return;
    const next = change(current);
    if (next !== current) this.states$.next({ ...this.states$.value, [key]: next });
  }

  /** Forgets every state (tests; a logout could use it too). */
  clear(): void {
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
