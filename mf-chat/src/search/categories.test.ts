import { categoryGenderTypes } from './categories';

describe('category slug → gender types', () => {
  it.each([
    ['girls', ['F']],
    ['couples', ['FM']],
    ['men', ['M']],
    ['trans', ['S', 'T']],
    ['lesbians', ['FF']],
    ['gays', ['MM']],
    ['Girls', ['F']],
  ])('%s', (slug, genderTypes) => {
    expect(categoryGenderTypes(slug)).toEqual(genderTypes);
  });

  it('knows no other slug', () => {
    expect(categoryGenderTypes('unicorns')).toBeNull();
    expect(categoryGenderTypes('constructor')).toBeNull();
    expect(categoryGenderTypes(undefined)).toBeNull();
  });
});
