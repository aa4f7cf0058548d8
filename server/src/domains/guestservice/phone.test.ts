import { parsePhoneNumber } from './phone';
import { PincallError } from './pincall-codes';

const codeOf = (input: string) => {
  try {
    parsePhoneNumber(input);
    return null;
  } catch (error) {
    return (error as PincallError).errorCode;
  }
};

describe('parsePhoneNumber', () => {
  it('reads international numbers however they are written', () => {
    expect(parsePhoneNumber('+49 170 1234567')).toEqual({ countryCode: 'DE', preCode: '49', number: '1701234567', e123: '+491701234567' });
    expect(parsePhoneNumber('0049-(0)170/123.45.67').e123).toBe('+491701234567');
    expect(parsePhoneNumber('+352 621 123 456')).toMatchObject({ countryCode: 'LU', preCode: '352' });
    expect(parsePhoneNumber('+34 612 345 678')).toMatchObject({ countryCode: 'ES', number: '612345678' });
  });

  it('refuses what is no number (1), other countries (2) and premium-rate ranges (5)', () => {
    expect(codeOf('0170 1234567')).toBe(1);
    expect(codeOf('+49 170 abc')).toBe(1);
    expect(codeOf('+49 12')).toBe(1);
    expect(codeOf('+49 1701234567890123')).toBe(1);
    expect(codeOf('')).toBe(1);
    expect(codeOf('+1 212 555 0100')).toBe(2);
    expect(codeOf('+44 20 7946 0000')).toBe(2);
    expect(codeOf('+49 900 1234567')).toBe(5);
    expect(codeOf('+31 906 1234567')).toBe(5);
  });
});
