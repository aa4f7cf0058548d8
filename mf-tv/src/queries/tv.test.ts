import { parseFormatKey, parseMediathekKey, parseVideoId } from './tv';

describe('URL parameters of the TV pages', () => {
  it('takes a video id of 1…2³¹−1 only', () => {
    expect(parseVideoId('42')).toBe(42);
    expect(parseVideoId('0')).toBeNull();
    expect(parseVideoId('abc')).toBeNull();
    expect(parseVideoId('2147483648')).toBeNull();
    expect(parseVideoId(undefined)).toBeNull();
  });

  it("takes a series key in the server's form only", () => {
    expect(parseFormatKey('behind-the-scenes')).toBe('behind-the-scenes');
    expect(parseFormatKey('Bad Key')).toBeNull();
    expect(parseFormatKey('a'.repeat(61))).toBeNull();
  });

  it('reads the mediathek key as all, one series or several (contentGroups)', () => {
    expect(parseMediathekKey('all')).toEqual({});
    expect(parseMediathekKey('behind-the-scenes')).toEqual({ formatKey: 'behind-the-scenes' });
    expect(parseMediathekKey('a+b')).toEqual({ contentGroups: ['a', 'b'] });
    expect(parseMediathekKey('a+B!')).toBeNull();
    expect(parseMediathekKey('')).toBeNull();
  });
});
