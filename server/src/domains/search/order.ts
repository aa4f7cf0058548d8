import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort, SearchType } from '@vx/shared/search';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** How a typed search orders its list: one of SEARCH_SORTS[type]; direction null is the sort's own (best, newest, cheapest, A to Z first). */
export interface SearchOrder<T extends SearchType> {
  sort: SearchSort<T>;
  direction: SortDirection | null;
}

/** One ORDER BY term in the asked direction, else in the sort's natural one; lists end with the id, so pages never overlap. */
export function term(expression: SQL, natural: SortDirection, direction: SortDirection | null): SQL {
  return sql`${expression} ${sql.raw((direction ?? natural).toUpperCase())}`;
}
