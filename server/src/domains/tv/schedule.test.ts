import { isRunning, occurrence, weekStart } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('TV schedule', () => {
  it('a week starts on Monday 00:00 UTC', () => {
    expect(new Date(weekStart(at('2026-11-26T18:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(at('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('reads a weekly time as the running occurrence, else the next', () => {
    const friday23 = { weekday: 4, startMinute: 22 * 60, durationMinutes: 180 };
    const before = occurrence(friday23, at('2026-11-26T18:00:00Z'));
    expect(new Date(before.begin).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(new Date(before.end).toISOString()).toBe('2026-11-28T01:00:00.000Z');
    const during = occurrence(friday23, at('2026-11-28T00:30:00Z'));
    expect(isRunning(during, at('2026-11-28T00:30:00Z'))).toBe(true);
    expect(occurrence(friday23, at('2026-11-28T01:00:00Z')).begin).toBe(at('2026-12-04T22:00:00Z'));
  });

  it('a Sunday night slot still runs on Monday morning', () => {
    const sunday23 = { weekday: 6, startMinute: 23 * 60, durationMinutes: 120 };
    expect(new Date(occurrence(sunday23, at('2026-11-23T00:30:00Z')).begin).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
