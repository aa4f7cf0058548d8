import { formatDuration, meterOf } from './meter';

const START = Date.parse('2026-11-20T20:00:00.000Z');
const at = (seconds: number) => START + seconds * 1000;
const iso = (seconds: number) => new Date(at(seconds)).toISOString();

/** A session that has billed its first minute at 40 coins, with a balance for 10 more. */
const session = { startedAt: iso(0), pricePerMinute: 40, minutesBilled: 1, coinsSpent: 40, paidUntil: iso(60), minutesLeft: 10 };

describe('the cost meter', () => {
  it('counts the time from the start and the server\'s coins within the billed minute', () => {
    expect(meterOf(session, at(42))).toEqual({ elapsedSeconds: 42, minutes: 1, coinsSpent: 40, pricePerMinute: 40, minutesLeft: 10, lowBalance: false });
  });

  it('counts a minute started after paidUntil as billed until the server says so', () => {
    expect(meterOf(session, at(60))).toMatchObject({ minutes: 2, coinsSpent: 80, minutesLeft: 9 });
    expect(meterOf(session, at(181))).toMatchObject({ elapsedSeconds: 181, minutes: 4, coinsSpent: 160, minutesLeft: 7 });
  });

  it('bills no more minutes than the balance pays for', () => {
    expect(meterOf({ ...session, minutesLeft: 1 }, at(600))).toMatchObject({ minutes: 2, coinsSpent: 80, minutesLeft: 0 });
  });

  it('warns at one minute left, only in a paid chat', () => {
    expect(meterOf({ ...session, minutesLeft: 2 }, at(10)).lowBalance).toBe(false);
    expect(meterOf({ ...session, minutesLeft: 1 }, at(10)).lowBalance).toBe(true);
    expect(meterOf({ ...session, minutesLeft: 2 }, at(61)).lowBalance).toBe(true);
    expect(meterOf({ ...session, pricePerMinute: 0, coinsSpent: 0, minutesBilled: 0, paidUntil: null, minutesLeft: null }, at(300))).toEqual({
      elapsedSeconds: 300,
      minutes: 0,
      coinsSpent: 0,
      pricePerMinute: 0,
      minutesLeft: null,
      lowBalance: false,
    });
  });

  it('includes the extras the server counted (tips and toys) in the coins spent', () => {
    expect(meterOf({ ...session, coinsSpent: 40 + 25 }, at(70)).coinsSpent).toBe(40 + 25 + 40);
  });

  it('never runs backwards from a clock behind the server', () => {
    expect(meterOf(session, at(-5)).elapsedSeconds).toBe(0);
  });

  it('writes durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(185)).toBe('03:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
