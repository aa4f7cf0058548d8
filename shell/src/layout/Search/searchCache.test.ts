import { SEARCH_CACHE_CLEANER_MS, SEARCH_CACHE_MS } from '@vx/shared';
import { createSearchCache } from './searchCache';

describe('search cache', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps an answer for SEARCH_CACHE_MS, then gives it no more', () => {
    const cache = createSearchCache<string>();
    cache.set('lena', 'answer');
    jest.advanceTimersByTime(SEARCH_CACHE_MS - 1);
    expect(cache.get('lena')).toBe('answer');
    jest.advanceTimersByTime(1);
    expect(cache.get('lena')).toBeUndefined();
  });

  it('a cleaner every SEARCH_CACHE_CLEANER_MS removes the expired answers and keeps the fresh ones', () => {
    const cache = createSearchCache<string>();
    cache.set('old', 'a');
    jest.advanceTimersByTime(SEARCH_CACHE_MS - SEARCH_CACHE_CLEANER_MS);
    cache.set('new', 'b');
    expect(cache.size).toBe(2);
    // 'old' expires now; the cleaner's next run is on the same tick of its 5 s rhythm.
    jest.advanceTimersByTime(SEARCH_CACHE_CLEANER_MS);
    expect(cache.size).toBe(1);
    expect(cache.get('new')).toBe('b');
    jest.advanceTimersByTime(SEARCH_CACHE_MS);
    expect(cache.size).toBe(0);
  });

  it('runs the cleaner only while it holds answers', () => {
    const cache = createSearchCache<string>();
    expect(jest.getTimerCount()).toBe(0);
    cache.set('lena', 'answer');
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(SEARCH_CACHE_MS + SEARCH_CACHE_CLEANER_MS);
    expect(cache.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    cache.set('mira', 'answer');
    expect(jest.getTimerCount()).toBe(1);
  });

  it('renews an answer stored again under the same key', () => {
    const cache = createSearchCache<string>();
    cache.set('lena', 'first');
    jest.advanceTimersByTime(SEARCH_CACHE_MS - 1000);
    cache.set('lena', 'second');
    jest.advanceTimersByTime(SEARCH_CACHE_MS - 1000);
    expect(cache.get('lena')).toBe('second');
  });
});
