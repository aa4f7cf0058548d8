import { searchChoiceOf, searchParamsOf } from './searchChoice';

describe('searchChoiceOf', () => {
  it('reads the pattern, order, category and year', () => {
    expect(searchChoiceOf('  party ', new URLSearchParams('order=oldest&category=46&year=2025'))).toEqual({ pattern: 'party', order: 'oldest', categoryId: 46, year: 2025 });
  });

  it('drops what the server would refuse', () => {
    expect(searchChoiceOf('party', new URLSearchParams('order=random&category=2&year=1999'))).toEqual({ pattern: 'party', order: 'newest', categoryId: null, year: null });
    expect(searchChoiceOf(undefined, new URLSearchParams('category=38.5&year=20250'))).toEqual({ pattern: '', order: 'newest', categoryId: null, year: null });
  });

  it('writes back only what differs from the defaults', () => {
    expect(searchParamsOf({ pattern: 'party', order: 'newest', categoryId: null, year: null })).toEqual({});
    expect(searchParamsOf({ pattern: 'party', order: 'oldest', categoryId: 506, year: 2024 })).toEqual({ order: 'oldest', category: '506', year: '2024' });
  });
});
