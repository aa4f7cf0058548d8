import { addCalendarDays, berlinDate, berlinDayEnd, secondsUntilBerlinDayEnd } from './daily-bonus';

describe('daily bonus Berlin calendar', () => {
  it('names the Berlin day, which starts before midnight UTC', () => {
    expect(berlinDate(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(berlinDate(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(berlinDate(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(berlinDate(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('ends the day at 23:59:59 Berlin time in winter (+1) and summer (+2)', () => {
    expect(berlinDayEnd(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T22:59:59.000Z');
    expect(berlinDayEnd(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-15T21:59:59.000Z');
  });

  it('counts real seconds across the spring and autumn clock changes', () => {
    // 29 March 2026: 01:30 CET, clocks jump 02:00 -> 03:00; the day ends 23:59:59 CEST = 21:59:59Z.
    expect(secondsUntilBerlinDayEnd(new Date('2026-03-29T00:30:00Z'))).toBe(21 * 3600 + 29 * 60 + 59);
    // 25 October 2026: 01:30 CEST, clocks fall back 03:00 -> 02:00; the day ends 23:59:59 CET = 22:59:59Z.
    expect(secondsUntilBerlinDayEnd(new Date('2026-10-24T23:30:00Z'))).toBe(23 * 3600 + 29 * 60 + 59);
  });

  it('is 0 in the last second and past it', () => {
    expect(secondsUntilBerlinDayEnd(new Date('2026-01-15T22:59:59.500Z'))).toBe(0);
    expect(secondsUntilBerlinDayEnd(new Date('2026-01-15T22:59:58Z'))).toBe(1);
  });

  it('adds calendar days over month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
