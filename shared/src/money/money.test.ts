import { coinsForEuroCents, decimalsOf, formatMoney } from './index';

describe('money', () => {
  it('converts euro to coins: times 4, rounded up', () => {
    expect(coinsForEuroCents(1000)).toBe(40);
    expect(coinsForEuroCents(999)).toBe(40);
    expect(coinsForEuroCents(1)).toBe(1);
    expect(coinsForEuroCents(0)).toBe(0);
    expect(coinsForEuroCents(2499)).toBe(100);
  });

  it('rejects amounts that are not whole cents', () => {
    expect(() => coinsForEuroCents(9.5)).toThrow();
    expect(() => coinsForEuroCents(-1)).toThrow();
  });

  it('knows the decimals of each currency and rejects unknown ones', () => {
    expect(decimalsOf('VXC')).toBe(0);
    expect(decimalsOf('CREDIT')).toBe(0);
    expect(decimalsOf('VOUCHER')).toBe(0);
    expect(decimalsOf('EUR')).toBe(2);
    expect(decimalsOf('CHF')).toBe(2);
    expect(() => decimalsOf('USD')).toThrow('Unknown currency: USD');
    expect(() => formatMoney(1, 'XYZ')).toThrow('Unknown currency');
  });

  it('formats coins as whole numbers and euro cents with two decimals per language', () => {
    expect(formatMoney(1200, 'VXC', 'en')).toBe('1,200 VXC');
    expect(formatMoney(999, 'EUR', 'de')).toBe('9,99 €');
    expect(formatMoney(999, 'EUR', 'en')).toBe('9.99 €');
    expect(formatMoney(1050, 'CHF', 'en')).toBe('10.50 CHF');
  });
});
