import { guestNameSchema } from './validation';
import { nameKey } from './name-key';

describe('guest names', () => {
  describe('nameKey: one key for names that look alike', () => {
    it.each([
      ['another case', 'NIGHT OWL'],
      ['Cyrillic і and О', 'N\u0456ght \u041Ewl'],
      ['full-width letters', '\uFF2E\uFF49\uFF47\uFF48\uFF54 \uFF2F\uFF57\uFF4C'],
      ['an underscore for the space', 'Night_Owl'],
      ['no space', 'NightOwl'],
      ['a capital I for the l', 'Night OwI'],
      ['a digit 1 for the l', 'Night Ow1'],
      ['a zero for the O', 'Night 0wl'],
      ['accents', 'Nîght Ówl'],
    ])('%s', (_case, lookalike) => {
      expect(nameKey(lookalike)).toBe(nameKey('Night Owl'));
    });

    it('reads rn as m and vv as w', () => {
      expect(nameKey('rnoon')).toBe(nameKey('moon'));
      expect(nameKey('vvolf')).toBe(nameKey('wolf'));
    });

    it.each([
      ['Night Owl', 'Night Owls'],
      ['Luna', 'Lina'],
      ['Mia', 'Max'],
    ])('keeps %s and %s apart', (a, b) => {
      expect(nameKey(a)).not.toBe(nameKey(b));
    });
  });

  describe('guestNameSchema', () => {
    it('normalises to NFKC: decomposed accents and full-width letters', () => {
      expect(guestNameSchema.parse('Jose\u0301 Luis')).toBe('Jos\u00E9 Luis');
      expect(guestNameSchema.parse('\uFF2D\uFF4F\uFF4F\uFF4E')).toBe('Moon');
    });

    it.each([
      ['a zero-width space', 'Moon\u200BLight'],
      ['a zero-width joiner', 'Moon\u200DLight'],
      ['a right-to-left override', 'Moon\u202ELight'],
      ['a left-to-right isolate', 'Moon\u2066Light'],
      ['a right-to-left mark', '\u200FMoonLight'],
      ['a byte order mark', 'Moon\uFEFFLight'],
      ['a soft hyphen', 'Moon\u00ADLight'],
      ['only Hangul fillers', '\u3164\u3164\u3164'],
    ])('refuses %s', (_case, name) => {
      const result = guestNameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('must not contain invisible or text-direction control characters');
    });

    it('keeps the other rules', () => {
      expect(guestNameSchema.safeParse('ab').success).toBe(false);
      expect(guestNameSchema.safeParse('<script>').success).toBe(false);
      expect(guestNameSchema.parse('  Moon Light ')).toBe('Moon Light');
    });
  });
});
