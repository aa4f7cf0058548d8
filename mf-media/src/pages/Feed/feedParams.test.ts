import { cursorsOf, filterOf, searchOf, toggleType } from './feedParams';

describe('the feed’s URL state', () => {
  it('reads types (deduplicated, sorted, unknown ones dropped), flags and cursors', () => {
    const params = new URLSearchParams('type=photo&type=clip&type=photo&type=video&bought=1&liked=0&after=abc_1&after=bad%20cursor');
    expect(filterOf(params)).toEqual({ typeGroups: ['clip', 'photo'], bought: true, liked: false, commented: false, follows: false });
    expect(cursorsOf(params)).toEqual(['abc_1']);
  });

  it('writes a filter back so that reading it gives the same filter; a new choice drops the cursors', () => {
    const filter = { typeGroups: ['text' as const], bought: false, liked: true, commented: false, follows: true };
    const search = searchOf(filter, ['c1']);
    expect(search).toBe('?type=text&liked=1&follows=1&after=c1');
    expect(filterOf(new URLSearchParams(search))).toEqual(filter);
    expect(searchOf(toggleType(filter, 'photo'))).toBe('?type=photo&type=text&liked=1&follows=1');
    expect(searchOf(toggleType(filter, 'text'))).toBe('?liked=1&follows=1');
    expect(toggleType(filter, null).typeGroups).toEqual([]);
  });
});
