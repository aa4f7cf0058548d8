import { createSearchHistory, SEARCH_HISTORY_KEY, withSearch } from './searchHistory';

describe('withSearch', () => {
  it('keeps the latest 3 distinct searches, newest first', () => {
    const history = ['lena', 'mira', 'kara', 'sina'].reduce<readonly string[]>(withSearch, []);
    expect(history).toEqual(['sina', 'kara', 'mira']);
  });

  it('moves a search made again to the front instead of keeping it twice, whatever its case', () => {
    expect(withSearch(['mira', 'lena', 'kara'], 'Lena')).toEqual(['Lena', 'mira', 'kara']);
  });

  it('keeps no search under 3 characters, counted without the spaces around it', () => {
    const history = ['lena'];
    expect(withSearch(history, 'li')).toBe(history);
    expect(withSearch(history, '  li  ')).toBe(history);
    expect(withSearch(history, ' liv ')).toEqual(['liv', 'lena']);
  });
});

describe('search history', () => {
  let allowed = true;
  const history = () => createSearchHistory({ storage: () => window.localStorage, allowed: () => allowed });
  beforeEach(() => {
    window.localStorage.clear();
    allowed = true;
  });

  it('stores the history with functional consent and reads it back on the next page', () => {
    const first = history();
    first.add('lena');
    first.add('mira');
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['mira', 'lena']);
    expect(history().entries()).toEqual(['mira', 'lena']);
  });

  it('writes nothing to storage without functional consent, and keeps the history for the page', () => {
    allowed = false;
    const page = history();
    page.add('lena');
    page.add('mira');
    expect(page.entries()).toEqual(['mira', 'lena']);
    expect(window.localStorage.length).toBe(0);
    expect(history().entries()).toEqual([]);
  });

  it('removes a history stored under a consent the guest has taken back', () => {
    history().add('lena');
    allowed = false;
    expect(history().entries()).toEqual([]);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('stores the page’s history once the guest allows it, and removes it when he withdraws', () => {
    allowed = false;
    const page = history();
    page.add('lena');
    allowed = true;
    page.sync();
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['lena']);
    allowed = false;
    page.sync();
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(page.entries()).toEqual(['lena']);
  });

  it('clears the history and tells its listeners', () => {
    const page = history();
    const listener = jest.fn();
    page.subscribe(listener);
    page.add('lena');
    page.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(page.entries()).toEqual([]);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('reads only what a history can hold from a stored entry', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['lena', 7, 'li', 'LENA', 'mira', 'kara', 'sina']));
    expect(history().entries()).toEqual(['lena', 'mira', 'kara']);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{broken');
    expect(history().entries()).toEqual([]);
  });
});
