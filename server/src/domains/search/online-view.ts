export interface OnlineCondition {
  /** Only online actors (the live cams). */
  onlineOnly: boolean;
  /** Online actors before offline ones, each part in the list's order (the online sorts). */
  onlineFirst: boolean;
}

/**
 * A stored list (every actor matching the filter but for the online condition, in the sort's order
 * without the online state) with the online state of this moment applied. The result is exactly
 * what the database would answer with the online condition and `is_online DESC` in its query: a
 * filter keeps the order, and a stable split keeps it within each part.
 */
export function onlineView(ids: Int32Array, online: ReadonlySet<number>, condition: OnlineCondition): Int32Array {
  if (condition.onlineOnly) return ids.filter((id) => online.has(id));
  if (!condition.onlineFirst) return ids;
  const view = new Int32Array(ids.length);
  let first = 0;
  let last = ids.length;
  // Online ids fill the front in order; offline ids fill the back backwards, then that part is turned round.
  for (const id of ids) {
    if (online.has(id)) view[first++] = id;
    else view[--last] = id;
  }
  view.subarray(first).reverse();
  return view;
}
