import { applyChange, defaultFilter, filterFromSearch, normalizeTags, parseDuration, searchOfFilter, toggleGender, UNMAPPED_CATEGORY } from './filter';
import { readRecommended, storeRecommended } from './recommended';
import { listPayload, startOfDay } from './sections';

const onPage = (page: number) => ({ ...defaultFilter('newest'), page });

describe('video grid filter rules (spec 000 §4, §5)', () => {
  it('resets the page to 1 on every change except page and page size', () => {
    expect(applyChange(onPage(4), { sort: 'popular' }).page).toBe(1);
    expect(applyChange(onPage(4), { tags: ['anal'] }).page).toBe(1);
    expect(applyChange(onPage(4), { durationFrom: '5' }).page).toBe(1);
    expect(applyChange(onPage(4), { includeVIPVideos: false }).page).toBe(1);
    expect(applyChange(onPage(4), { actorGenders: ['F'] }).page).toBe(1);
    expect(applyChange(onPage(4), { pageSize: 32 })).toMatchObject({ page: 4, pageSize: 32 });
    expect(applyChange(onPage(4), { page: 7 }).page).toBe(7);
  });

  it("toggling genders to empty resets to the 'none' gender; choosing one replaces 'none'", () => {
    expect(toggleGender(['N'], 'F')).toEqual(['F']);
    expect(toggleGender(['F'], 'M')).toEqual(['F', 'M']);
    expect(toggleGender(['F', 'M'], 'F')).toEqual(['M']);
    expect(toggleGender(['M'], 'M')).toEqual(['N']);
    expect(applyChange(onPage(2), { actorGenders: [] }).actorGenders).toEqual(['N']);
  });

  it('deduplicates (any case) and sorts the tag list', () => {
    expect(normalizeTags(['Outdoor', 'anal', ' outdoor ', 'Blonde', '', 'anal'])).toEqual(['anal', 'Blonde', 'Outdoor']);
    expect(applyChange(onPage(1), { tags: ['b', 'a', 'B'] }).tags).toEqual(['a', 'b']);
  });

  it('parses duration bounds as integers', () => {
    expect(parseDuration('12')).toBe(12);
    expect(parseDuration('12.7')).toBe(12);
    expect(parseDuration(7.9)).toBe(7);
    expect(parseDuration('abc')).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('-3')).toBeNull();
    expect(applyChange(onPage(1), { durationTo: '20min' }).durationTo).toBe(20);
  });

  it("an unmapped type or sort in the URL is the error 'Unmapped category'", () => {
    expect(() => filterFromSearch(new URLSearchParams('sort=sideways'), 'newest', false)).toThrow(UNMAPPED_CATEGORY);
    expect(() => filterFromSearch(new URLSearchParams('type=nope'), 'newest', false)).toThrow(UNMAPPED_CATEGORY);
  });
});

describe('the filter in the URL', () => {
  it('round-trips every field, leaving defaults out', () => {
    const filter = {
      ...defaultFilter('popular'),
      type: 'classic' as const,
      sort: 'price_asc' as const,
      tags: ['anal', 'Outdoor'],
      actorGenders: ['C' as const, 'F' as const],
      durationFrom: 5,
      durationTo: 30,
      includeBoughtVideos: false,
      includeVIPVideos: false,
      page: 3,
      pageSize: 32,
    };
    const search = searchOfFilter(filter, 'popular');
    expect(search.toString()).toBe('type=classic&sort=price_asc&tag=anal&tag=Outdoor&gender=C&gender=F&durationFrom=5&durationTo=30&bought=0&vip=0&page=3&pageSize=32');
    expect(filterFromSearch(search, 'popular', false)).toEqual(filter);
    expect(searchOfFilter(defaultFilter('popular'), 'popular').toString()).toBe('');
  });

  it('ignores bad pages, page sizes and genders', () => {
    const filter = filterFromSearch(new URLSearchParams('page=-2&pageSize=7&gender=X&tag=b&tag=a&tag=B'), 'newest', true);
    expect(filter).toMatchObject({ page: 1, pageSize: 16, actorGenders: ['N'], tags: ['a', 'b'], isRecommended: true });
  });
});

describe('the server payload of a list', () => {
  const now = new Date('2025-03-20T00:00:00Z');

  it('combines the section, the type and the flags', () => {
    const payload = listPayload('onSale', { ...defaultFilter('discount'), type: 'premium', includeVIPVideos: false, includeBoughtVideos: false, actorGenders: ['F'] }, now);
    expect(payload).toEqual({
      filter: { types: ['discount', 'premium'], excludedTypes: ['bought', 'vip'], tags: [], actingGroups: ['F'] },
      order: 'discount',
      page: 1,
      pageSize: 16,
    });
  });

  it('new videos are those of the last 14 days; a search carries its pattern; free only wins over excluding free', () => {
    expect(listPayload('newVideos', defaultFilter('newest'), now).filter.releasedFrom).toBe('2025-03-06T00:00:00.000Z');
    const search = listPayload({ search: 'beach' }, { ...defaultFilter('newest'), freeVideosOnly: true, includeFreeVideos: false, isRecommended: true }, now);
    expect(search.filter).toMatchObject({ search: 'beach', types: ['free'], excludedTypes: [], recommended: true });
    expect(startOfDay(new Date('2025-03-20T17:45:00Z')).toISOString()).toBe('2025-03-20T00:00:00.000Z');
  });
});

describe('the recommended flag in the session config', () => {
  it('is stored in and read from sessionStorage', () => {
    sessionStorage.clear();
    expect(readRecommended()).toBe(false);
    storeRecommended(true);
    expect(readRecommended()).toBe(true);
    storeRecommended(false);
    expect(readRecommended()).toBe(false);
  });
});
