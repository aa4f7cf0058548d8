import { useDeferredValue } from 'react';
import type { QueryLike } from '@vx/shared';

/**
 * A query result whose data is a deferred value (ARCHITECTURE.md, "deferred values"): the cache's
 * update renders at once, the tiles in slices after it; the skeletons stay until the deferred
 * render has the data.
 */
export function useDeferredQuery<T>(query: QueryLike<T>): QueryLike<T> {
  const data = useDeferredValue(query.data);
  return { ...query, data, isPending: data === undefined && !query.isError };
}
