/** Small number helpers shared by the measurements. */

/** Nearest-rank percentile (p in 0..100) of an unsorted list; null for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function median(values) {
  return percentile(values, 50);
}

export const round = (value, digits = 1) => (value == null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
