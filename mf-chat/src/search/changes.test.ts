import { changeFilter, changeLocation, changePage, changeSort, changeZip } from './changes';
import { initialState } from './types';

const onPage3 = () => ({ ...initialState('default'), page: 3 });

describe('every filter change except page resets page to 1', () => {
  it.each([
    ['genderTypes', ['F']],
    ['ageFrom', 20],
    ['ageTo', 40],
    ['languages', ['de']],
    ['countries', ['NL']],
    ['features', ['hd']],
    ['priceFrom', 10],
    ['priceTo', 90],
    ['onlineOnly', false],
  ] as const)('%s', (name, value) => {
    const next = changeFilter(onPage3(), name, value as never);
    expect(next.page).toBe(1);
    expect(next.filters[name]).toEqual(value);
    expect(next.changedFilter).toBe(name);
  });

  it('sort and a zip location reset the page too', () => {
    expect(changeSort(onPage3(), 'date').page).toBe(1);
    expect(changeLocation(onPage3(), '10115', { lat: 1, long: 2 }).page).toBe(1);
  });

  it('a page change keeps the filters and stays within 1..maxPage', () => {
    const state = changeFilter(onPage3(), 'ageFrom', 30);
    expect(changePage(state, 4, 10)).toMatchObject({ page: 4, filters: { ageFrom: 30 } });
    expect(changePage(state, 40, 10).page).toBe(10);
    expect(changePage(state, 0, 10).page).toBe(1);
  });

  it('typing a zip alone changes neither page nor location', () => {
    const state = changeZip(onPage3(), '1234');
    expect(state).toMatchObject({ page: 3, zip: '1234', location: null });
  });
});
