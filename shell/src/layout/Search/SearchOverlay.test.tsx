import { act, fireEvent, screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { consent } from '../../consent/consent';
import { renderWithPlatform, testBrand } from '../../testing/renderWithPlatform';
import type { SearchHits } from './globalSearch';
import { searchBrand, searchHits } from './fixtures';
import { SEARCH_HISTORY_KEY } from './searchHistory';
import { SearchOverlay } from './SearchOverlay';
import { SEARCH_DEBOUNCE_MS } from './useGlobalSearch';
import { searchHistory } from './useSearchHistory';

/**
 * The query service as the overlay meets it: each global search waits until the test answers it (by
 * pattern), through the real schema; a stored search pattern answers at once.
 */
function fakeQueryService() {
  const waiting = new Map<string, ((hits: SearchHits) => void)[]>();
  const request = jest.fn((document: string, variables: { searchPattern: string }, schema: z.core.$ZodType) => {
    if (document.includes('storeSearchPattern')) return Promise.resolve(z.parse(schema, { storeSearchPattern: true }));
    return new Promise((resolve) => {
      const answer = (hits: SearchHits) => resolve(z.parse(schema, { globalSearch: hits }));
      waiting.set(variables.searchPattern, [...(waiting.get(variables.searchPattern) ?? []), answer]);
    });
  });
  const calls = (operation: string) => request.mock.calls.filter(([document]) => document.includes(operation)).map(([, variables]) => variables);
  return {
    request,
    searched: () => calls('globalSearch(').map((variables) => variables.searchPattern),
    stored: () => calls('storeSearchPattern(').map((variables) => variables.searchPattern),
    /** Answers the oldest open request for a pattern. */
    answer: (pattern: string, hits: SearchHits) =>
      act(async () => {
        const pending = waiting.get(pattern);
        if (!pending?.length) throw new Error(`no open search for ${pattern}`);
        pending.shift()!(hits);
      }),
  };
}

function renderOverlay(options: { brand?: typeof testBrand } = {}) {
  const service = fakeQueryService();
  const onNavigate = jest.fn();
  const view = renderWithPlatform(<SearchOverlay onNavigate={onNavigate} />, { brand: options.brand ?? searchBrand, vxqlRequest: service.request });
  const field = screen.getByRole('combobox', { name: 'Search models, videos, series and the magazine' });
  const type = (value: string) => {
    fireEvent.change(field, { target: { value } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  };
  const press = (key: string) => fireEvent.keyDown(field, { key });
  const activeOption = () => {
    const id = field.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };
  return { ...service, view, field, type, press, activeOption, onNavigate };
}

const status = () => screen.getByRole('status');
/** Lets the stored-pattern mutation, which starts a tick later, go out. */
const flush = () => act(async () => undefined);
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  consent.decide({ functional: true, analytics: false });
  searchHistory.clear();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('search overlay', () => {
  it('asks for a pattern once the guest pauses typing, not for every key', () => {
    const search = renderOverlay();
    fireEvent.change(search.field, { target: { value: 'le' } });
    fireEvent.change(search.field, { target: { value: 'len' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(search.field, { target: { value: 'lena' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search.searched()).toEqual(['lena']);
    expect(search.request.mock.calls[0][1]).toEqual({ searchPattern: 'lena', first: 4 });
  });

  it('shows the hits grouped by kind with each result page, and reads out their number', async () => {
    const search = renderOverlay();
    search.type('lena');
    expect(screen.getByRole('listbox', { hidden: true }).getAttribute('aria-busy')).toBe('true');
    await search.answer(
      'lena',
      searchHits('lena', { actors: ['Lena', 'Lenara'], videos: ['Lena at the lake'], series: ['Lena’s kitchen'], posts: ['Meet Lena'], proposals: ['lena rose', 'lena'], totals: { videos: 9 } }),
    );
    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(group('Models').getAllByRole('option').map((option) => option.textContent)).toEqual(['Lenaonline', 'Lenara', 'All models (2) →']);
    expect(group('Videos').getAllByRole('option').map((option) => option.textContent)).toEqual(['Lena at the lakeLena', 'All videos (9) →']);
    expect(group('Series').getAllByRole('option')).toHaveLength(2);
    expect(group('Magazine').getAllByRole('option')).toHaveLength(2);
    // The completion equal to the typed pattern is no suggestion.
    expect(group('Suggestions').getAllByRole('option').map((option) => option.textContent)).toEqual(['lena rose']);
    expect(status().textContent).toBe('13 results for “lena”');
    expect(search.field.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves the active option with the arrow keys and opens it with Enter, storing the search', async () => {
    const search = renderOverlay();
    search.type('len');
    await search.answer('len', searchHits('len', { actors: ['Lena'], videos: ['Lena at the lake'] }));
    expect(search.activeOption()).toBeNull();
    search.press('ArrowDown');
    expect(search.activeOption()?.textContent).toBe('Lenaonline');
    expect(search.activeOption()?.getAttribute('aria-selected')).toBe('true');
    search.press('ArrowDown');
    search.press('ArrowDown');
    expect(search.activeOption()?.textContent).toBe('Lena at the lakeLena');
    search.press('ArrowUp');
    search.press('ArrowUp');
    expect(search.activeOption()?.textContent).toBe('Lenaonline');
    // Up from the first option wraps to the last, down from the last to the first.
    search.press('ArrowUp');
    expect(search.activeOption()?.textContent).toBe('All videos (1) →');
    search.press('ArrowDown');
    expect(search.activeOption()?.textContent).toBe('Lenaonline');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);

    search.press('Enter');
    expect(search.view.location.pathname).toBe('/en/amateur/lena/');
    expect(search.onNavigate).toHaveBeenCalled();
    await flush();
    expect(search.stored()).toEqual(['len']);
    expect(searchHistory.entries()).toEqual(['len']);
  });

  it('links a video to its page and a kind’s last option to its result page', async () => {
    const search = renderOverlay();
    search.type('lake');
    await search.answer('lake', searchHits('lake', { videos: ['Lena at the lake'], series: ['Lake house'], posts: ['By the lake'] }));
    fireEvent.click(screen.getByRole('option', { name: /Lena at the lake/ }));
    expect(search.view.location.pathname).toBe('/en/amateur/lena/videos/200/');
    fireEvent.click(screen.getByRole('option', { name: 'All series (1) →' }));
    expect(search.view.location.pathname).toBe('/en/search/series/lake/');
    fireEvent.click(screen.getByRole('option', { name: 'Lake house' }));
    expect(search.view.location.pathname).toBe('/en/tv/mediathek/lake-house/');
    fireEvent.click(screen.getByRole('option', { name: 'By the lake' }));
    expect(search.view.location.pathname).toBe('/en/magazine/by-the-lake/');
  });

  it('takes Enter without an active option to the videos’ result page', async () => {
    const search = renderOverlay();
    search.type('lena rose');
    search.press('Enter');
    expect(search.view.location.pathname).toBe('/en/search/videos/lena%20rose/');
    await flush();
    expect(search.stored()).toEqual(['lena rose']);
  });

  it('applies only the newest pattern’s answer when two come in the wrong order', async () => {
    const search = renderOverlay();
    search.type('mir');
    search.type('mira');
    expect(search.searched()).toEqual(['mir', 'mira']);
    await search.answer('mira', searchHits('mira', { actors: ['Mira'] }));
    await search.answer('mir', searchHits('mir', { actors: ['Mirko', 'Mira'] }));
    expect(optionNames()).toEqual(['Miraonline', 'All models (1) →']);
    expect(status().textContent).toBe('1 result for “mira”');
  });

  it('ignores an answer for a pattern other than the latest requested one', async () => {
    const search = renderOverlay();
    search.type('sina');
    await search.answer('sina', searchHits('sin', { actors: ['Sinan'] }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(status().textContent).toBe('');
  });

  it('drops a late answer once the guest has typed on, and answers a pattern typed again from the cache', async () => {
    const search = renderOverlay();
    search.type('kara');
    fireEvent.change(search.field, { target: { value: 'kar' } });
    await search.answer('kara', searchHits('kara', { actors: ['Kara'] }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await search.answer('kar', searchHits('kar', { actors: ['Karina'] }));
    expect(optionNames()).toEqual(['Karinaonline', 'All models (1) →']);
    // The answer that came too late is kept: typed again, it needs no request.
    search.type('kara');
    expect(search.searched()).toEqual(['kara', 'kar']);
    expect(optionNames()).toEqual(['Karaonline', 'All models (1) →']);
  });

  it('says so when nothing is found', async () => {
    const search = renderOverlay();
    search.type('zzz');
    await search.answer('zzz', searchHits('zzz'));
    expect(screen.getByTestId('search-empty').textContent).toBe('No results for “zzz”');
    expect(status().textContent).toBe('No results for “zzz”');
    expect(search.field.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers completions that search what they say', async () => {
    const search = renderOverlay();
    search.type('ros');
    await search.answer('ros', searchHits('ros', { actors: ['Rosa'], proposals: ['rose garden'] }));
    fireEvent.click(screen.getByRole('option', { name: 'rose garden' }));
    expect((search.field as HTMLInputElement).value).toBe('rose garden');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await flush();
    expect(search.searched()).toEqual(['ros', 'rose garden']);
    expect(search.stored()).toEqual([]);
  });

  it('links only to pages the brand composes', async () => {
    // The test brand has the actors' profiles, no video page and no result page.
    const search = renderOverlay({ brand: testBrand });
    search.type('nina');
    await search.answer('nina', searchHits('nina', { actors: ['Nina'], videos: ['Nina dances'] }));
    expect(optionNames()).toEqual(['Ninaonline']);
    expect(screen.queryByRole('group', { name: 'Videos' })).toBeNull();
    expect(status().textContent).toBe('1 result for “nina”');
    // No result page to go to: Enter without an option stays.
    search.press('Enter');
    expect(search.view.location.pathname).toBe('/en/');
  });
});

describe('search history', () => {
  /** A search submitted with Enter (to the videos' result page). */
  const submit = (search: ReturnType<typeof renderOverlay>, pattern: string) => {
    search.type(pattern);
    search.press('Enter');
  };

  it('keeps the latest 3 distinct searches, newest first, and shows them below 3 characters', () => {
    const search = renderOverlay();
    for (const pattern of ['lena', 'mira', 'LENA', 'kara', 'sina']) submit(search, pattern);
    search.type('');
    expect(within(screen.getByRole('group', { name: 'Recent searches' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['sina', 'kara', 'LENA']);
    search.type('mi');
    expect(optionNames()).toEqual(['sina', 'kara', 'LENA']);
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
  });

  it('keeps no search under 3 characters and sends it nowhere', async () => {
    const search = renderOverlay();
    submit(search, 'li');
    await flush();
    expect(search.view.location.pathname).toBe('/en/');
    expect(searchHistory.entries()).toEqual([]);
    expect(search.searched()).toEqual([]);
    expect(search.stored()).toEqual([]);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('types a past search again when it is chosen', () => {
    searchHistory.add('vera');
    const search = renderOverlay();
    search.press('ArrowDown');
    search.press('Enter');
    expect((search.field as HTMLInputElement).value).toBe('vera');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search.searched()).toEqual(['vera']);
  });

  it('is stored with functional consent', () => {
    const search = renderOverlay();
    submit(search, 'lena');
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['lena']);
  });

  it('is kept for the page only, and nothing written to storage, without functional consent', () => {
    consent.decide({ functional: false, analytics: true });
    const search = renderOverlay();
    submit(search, 'lena');
    submit(search, 'mira');
    expect(window.localStorage.length).toBe(0);
    search.type('');
    expect(optionNames()).toEqual(['mira', 'lena']);
  });

  it('is removed from storage when the guest takes functional consent back', () => {
    const search = renderOverlay();
    submit(search, 'lena');
    act(() => consent.decide({ functional: false, analytics: false }));
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('is cleared with its button, which says so', () => {
    searchHistory.add('lena');
    const search = renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
    expect(status().textContent).toBe('Search history cleared');
    expect(document.activeElement).toBe(search.field);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
