/**
 * Presorted row arrays of the video index (video-index.ts). Rows are in id order, so "then by id"
 * is "then by row". A sort packs value and row into one float key (value · 2^21 + row) and uses the
 * typed array's native sort: ~10 ms for 100,000 rows where a comparator sort takes ~60 ms, and the
 * catalogue is rebuilt in the server's only thread.
 */

const ROW_BITS = 2 ** 21;

/** Rows by value ascending, then row ascending. Values: integers in 0..2^32 (likes, prices, durations, ranks). */
export function ascendingRows(values: ArrayLike<number>): Int32Array {
  const n = values.length;
  if (n >= ROW_BITS) {
    return Int32Array.from(Array.from({ length: n }, (_, i) => i).sort((a, b) => values[a] - values[b] || a - b));
  }
  const keys = new Float64Array(n);
  for (let row = 0; row < n; row += 1) keys[row] = values[row] * ROW_BITS + row;
  keys.sort();
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i += 1) rows[i] = keys[i] % ROW_BITS;
  return rows;
}

/**
 * Rows by time ascending (microseconds since the epoch), then row ascending. Times are too large
 * to pack with a row, so rows are sorted by whole seconds and each run of one second (rarely more
 * than a row) is then sorted by its microseconds.
 */
export function ascendingByTime(micros: Float64Array): Int32Array {
  const seconds = Float64Array.from(micros, (time) => Math.floor(time / 1e6));
  if (seconds.some((second) => second < 0 || second >= 2 ** 32)) {
    return Int32Array.from(Array.from({ length: micros.length }, (_, i) => i).sort((a, b) => micros[a] - micros[b] || a - b));
  }
  const rows = ascendingRows(seconds);
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && seconds[rows[end]] === seconds[rows[start]]) end += 1;
    if (end - start > 1) rows.subarray(start, end).set(Array.from(rows.subarray(start, end)).sort((a, b) => micros[a] - micros[b] || a - b));
    start = end;
  }
  return rows;
}

/** `order` stably sorted by a small value ascending (0..max): a counting sort, so ties keep their order in `order`. */
export function stableByValue(order: Int32Array, values: ArrayLike<number>, max: number): Int32Array {
  const starts = new Int32Array(max + 2);
  for (const row of order) starts[values[row] + 1] += 1;
  for (let value = 1; value <= max + 1; value += 1) starts[value] += starts[value - 1];
  const sorted = new Int32Array(order.length);
  for (const row of order) sorted[starts[values[row]]++] = row;
  return sorted;
}

/** The rows present in every list (each ascending); ascending. */
export function intersectSorted(lists: Int32Array[]): Int32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  let result = shortest;
  for (const other of others) {
    const kept = new Int32Array(result.length);
    let count = 0;
    let j = 0;
    for (let i = 0; i < result.length && j < other.length; i += 1) {
      while (j < other.length && other[j] < result[i]) j += 1;
      if (other[j] === result[i]) kept[count++] = result[i];
    }
    result = kept.subarray(0, count);
  }
  return result;
}

/**
 * The rows of each key, ascending (the rows of each actor, of each tag), as views into one array:
 * one packed native sort instead of a list per key. Keys: integers in 0..2^32.
 */
export function postings(keys: ArrayLike<number>, rows: ArrayLike<number>): Map<number, Int32Array> {
  const n = keys.length;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i += 1) packed[i] = keys[i] * ROW_BITS + rows[i];
  packed.sort();
  const sortedRows = new Int32Array(n);
  const byKey = new Map<number, Int32Array>();
  let start = 0;
  for (let i = 0; i < n; i += 1) {
    sortedRows[i] = packed[i] % ROW_BITS;
    const key = Math.floor(packed[i] / ROW_BITS);
    if (i + 1 === n || Math.floor(packed[i + 1] / ROW_BITS) !== key) {
      byKey.set(key, sortedRows.subarray(start, i + 1));
      start = i + 1;
    }
  }
  return byKey;
}

/** The index of `value` in an ascending array; -1 when absent. */
export function binarySearch(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else if (sorted[middle] > value) high = middle - 1;
    else return middle;
  }
  return -1;
}
