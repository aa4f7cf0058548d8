import { formatOnlineHours, formatShowTime } from './format';

describe('formatShowTime', () => {
  const start = '2026-11-22T18:00:00.000Z';
  const end = '2026-11-22T20:00:00.000Z';

  it('writes the range in the language and the time zone of the guest', () => {
    // Spacing differs between ICU versions; the hours, the day and the zone must not.
    expect(formatShowTime(start, end, 'de', 'Europe/Berlin')).toMatch(/^So\., 22\. Nov\., 19:00\s?–\s?21:00 Uhr MEZ$/);
    expect(formatShowTime(start, end, 'en', 'America/New_York')).toMatch(/^Sun, Nov 22, 1:00\s?–\s?3:00\sPM EST$/);
  });

  it('names both days when the show runs past midnight in that zone', () => {
    const text = formatShowTime('2026-11-22T22:30:00.000Z', '2026-11-23T00:30:00.000Z', 'en', 'Europe/Berlin');
    expect(text).toContain('22');
    expect(text).toContain('23');
  });
});

describe('formatOnlineHours', () => {
  it('turns the UTC hours of a day into the guest zone', () => {
    expect(formatOnlineHours('2026-11-22', '14:00', 4.5, 'de', 'Europe/Berlin')).toBe('15:00–19:30 MEZ');
    expect(formatOnlineHours('2026-11-22', '14:00', 4.5, 'en', 'America/New_York')).toMatch(/^09:00\sAM–01:30\sPM EST$/);
    expect(formatOnlineHours('2026-07-01', '19:00', 6, 'nl', 'Europe/Amsterdam')).toBe('21:00–03:00 CEST');
  });
});
