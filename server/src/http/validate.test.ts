import { idSchema, strictInt } from './validate';
describe('idSchema', () => {
  it.each(['1e3', '0x10', ' 12', '12 ', '12abc', '-1', '1.0', '2147483648', '0', '', '01', 'NaN', 'Infinity'])('refuses %j', (v) => {
    expect(idSchema.safeParse(v).success).toBe(false);
  });
  it.each([1.5, -1, 0, 2 ** 31, Number.NaN])('refuses the number %p', (v) => {
    expect(idSchema.safeParse(v).success).toBe(false);
  });
  it('reads plain decimal digits and JSON numbers', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(idSchema.parse(7)).toBe(7);
  });
  it('keeps a default for an optional page', () => {
    expect(strictInt(1, 100).default(1).parse(undefined)).toBe(1);
    expect(strictInt(1, 100).default(1).parse('3')).toBe(3);
  });
});
