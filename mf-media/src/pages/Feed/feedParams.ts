import type { FeedTypeGroup } from '@vx/shared';
import type { FeedFilter } from '../../queries/feed';

const TYPE_GROUPS: readonly FeedTypeGroup[] = ['text', 'photo', 'clip'];
const FLAGS = ['bought', 'liked', 'commented', 'follows'] as const;
export type FeedFlag = (typeof FLAGS)[number];

/**
 * The feed's state in the URL, so a filtered feed can be shared and the back button returns to the
 * same posts: `type` (text, photo, clip; repeated), a flag per guest filter, and `after` once per
 * page loaded beyond the first (the cursor it starts at).
 */
export function filterOf(params: URLSearchParams): FeedFilter {
  const types = params.getAll('type').filter((value): value is FeedTypeGroup => (TYPE_GROUPS as readonly string[]).includes(value));
  const flag = (name: FeedFlag) => params.get(name) === '1';
  return { typeGroups: [...new Set(types)].sort(), bought: flag('bought'), liked: flag('liked'), commented: flag('commented'), follows: flag('follows') };
}

export const cursorsOf = (params: URLSearchParams): string[] => params.getAll('after').filter((cursor) => /^[\w-]{1,200}$/.test(cursor));

/** The search of a filter; a new choice starts again at the first page. */
export function searchOf(filter: FeedFilter, cursors: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const type of filter.typeGroups) params.append('type', type);
  for (const name of FLAGS) if (filter[name]) params.set(name, '1');
  for (const cursor of cursors) params.append('after', cursor);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The filter with one type group switched; none chosen means every type. */
export function toggleType(filter: FeedFilter, group: FeedTypeGroup | null): FeedFilter {
  if (group === null) return { ...filter, typeGroups: [] };
  const typeGroups = filter.typeGroups.includes(group) ? filter.typeGroups.filter((g) => g !== group) : [...filter.typeGroups, group].sort();
  return { ...filter, typeGroups };
}
