import { ascendingByTime, ascendingRows, binarySearch, intersectSorted, postings, stableByValue } from './row-order';

const list = (rows: Int32Array) => Array.from(rows);

describe('row orders of the video index', () => {
  it('ascendingRows: by value, then by row', () => {
    expect(list(ascendingRows([5, 1, 5, 0, 1]))).toEqual([3, 1, 4, 0, 2]);
    expect(list(ascendingRows([2 ** 31, 7, 2 ** 31]))).toEqual([1, 0, 2]);
  });

  it('ascendingByTime: to the microsecond within one second, then by row', () => {
    const second = 1_700_000_000_000_000;
    const times = Float64Array.from([second + 900, second + 5, second - 1, second + 5, second + 1_000_000]);
    expect(list(ascendingByTime(times))).toEqual([2, 1, 3, 0, 4]);
  });

  it('stableByValue: a counting sort that keeps the given order among equals', () => {
    expect(list(stableByValue(Int32Array.from([4, 3, 2, 1, 0]), [0, 20, 0, 100, 20], 100))).toEqual([2, 0, 4, 1, 3]);
  });

  it('postings: the rows of each key, ascending', () => {
    const byKey = postings([7, 3, 7, 3, 9], [0, 1, 2, 3, 4]);
    expect([...byKey.keys()]).toEqual([3, 7, 9]);
    expect(list(byKey.get(3)!)).toEqual([1, 3]);
    expect(list(byKey.get(7)!)).toEqual([0, 2]);
    expect(list(byKey.get(9)!)).toEqual([4]);
    expect(postings([], []).size).toBe(0);
  });

  it('intersectSorted and binarySearch', () => {
    expect(list(intersectSorted([Int32Array.from([1, 3, 5, 7]), Int32Array.from([3, 4, 7]), Int32Array.from([0, 3, 7, 9])]))).toEqual([3, 7]);
    expect(list(intersectSorted([Int32Array.from([1, 2]), new Int32Array(0)]))).toEqual([]);
    expect(binarySearch([2, 4, 8, 16], 8)).toBe(2);
    expect(binarySearch([2, 4, 8, 16], 5)).toBe(-1);
    expect(binarySearch([], 1)).toBe(-1);
  });
});
