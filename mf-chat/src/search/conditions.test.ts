import { toSearchConditions } from './conditions';
import { EMPTY_FILTERS } from './types';

describe('toSearchConditions', () => {
  it('sends freeChat only when the page asks for it', () => {
    expect(toSearchConditions({ ...EMPTY_FILTERS, freeChat: true })).toEqual({ onlineOnly: false, freeChat: true });
    expect(toSearchConditions({ ...EMPTY_FILTERS, freeChat: false })).toEqual({ onlineOnly: false });
  });

  it('sends only onlineOnly for empty filters', () => {
    expect(toSearchConditions(EMPTY_FILTERS)).toEqual({ onlineOnly: false });
    expect(toSearchConditions({ ...EMPTY_FILTERS, onlineOnly: true })).toEqual({ onlineOnly: true });
  });

  it('maps every filter, with lists sorted and without repeats', () => {
    expect(
      toSearchConditions({
        genderTypes: ['S', 'F', 'S'],
        ageFrom: 20,
        ageTo: 30,
        languages: ['en', 'de'],
        countries: ['DE'],
        features: ['voyeur', 'hd'],
        priceFrom: 50,
        priceTo: 200,
        onlineOnly: true,
      }),
    ).toEqual({
      genderTypes: ['F', 'S'],
      ageFrom: 20,
      ageTo: 30,
      languages: ['de', 'en'],
      countries: ['DE'],
      features: ['hd', 'voyeur'],
      priceFrom: 50,
      priceTo: 200,
      onlineOnly: true,
    });
  });

  it('leaves out ages and prices the server would reject and swaps reversed ranges', () => {
    expect(toSearchConditions({ ...EMPTY_FILTERS, ageFrom: 2, ageTo: 120, priceFrom: -5 })).toEqual({ onlineOnly: false });
    expect(toSearchConditions({ ...EMPTY_FILTERS, ageFrom: 40, ageTo: 25, priceFrom: 300, priceTo: 100 })).toEqual({
      ageFrom: 25,
      ageTo: 40,
      priceFrom: 100,
      priceTo: 300,
      onlineOnly: false,
    });
  });
});
