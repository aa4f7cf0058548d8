import { LANGUAGES } from '../constants';
import { labelsNamed, TAG_LABELS, TAG_NAMES, tagName } from './tags';

describe('video tag names (@vx/shared/tags)', () => {
  it('names a tag in each language by its label in any case, an unknown label staying as it is', () => {
    expect(LANGUAGES.map((language) => tagName('Dance', language))).toEqual(['Tanz', 'Dance', 'Dansen', 'Baile']);
    expect(tagName('behind the scenes', 'nl')).toBe('Achter de schermen');
    expect(tagName('Brand new tag', 'de')).toBe('Brand new tag');
  });

  it('has a name in every language for each of the 30 tags, the English one being the label', () => {
    expect(TAG_LABELS).toHaveLength(30);
    for (const label of TAG_LABELS) {
      expect(TAG_NAMES[label].en).toBe(label);
      for (const language of LANGUAGES) expect(TAG_NAMES[label][language].trim()).not.toBe('');
    }
  });

  it("finds labels by the name in the guest's language, case and accents aside, starts marked", () => {
    expect(labelsNamed('tanz', 'de')).toEqual([{ label: 'Dance', startsWith: true }]);
    expect(labelsNamed('Dance', 'de')).toEqual([]);
    expect(labelsNamed('lenceria', 'es')).toEqual([{ label: 'Lingerie', startsWith: true }]);
    expect(labelsNamed('schermen', 'nl')).toEqual([{ label: 'Behind the scenes', startsWith: false }]);
    expect(labelsNamed('  ', 'en')).toEqual([]);
  });
});
