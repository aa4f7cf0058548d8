import { act, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { DailyDealTimer, formatCountdown } from './DailyDealTimer';

describe('DailyDealTimer', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down every second to 23:59:59 Berlin time and says when the day ends', () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T22:59:50Z') });
    const onDayEnd = jest.fn();
    renderWithPlatform(<DailyDealTimer onDayEnd={onDayEnd} />);
    expect(screen.getByTestId('daily-deal-timer').textContent).toMatch('00:00:09');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('daily-deal-timer').textContent).toMatch('00:00:08');
    expect(onDayEnd).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByTestId('daily-deal-timer').textContent).toMatch('00:00:00');
    expect(onDayEnd).toHaveBeenCalledTimes(1);
    // Midnight in Berlin: the next day's offer runs for a whole day.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('daily-deal-timer').textContent).toMatch('23:59:59');
  });

  it('formats hours, minutes and seconds', () => {
    expect(formatCountdown(21 * 3600 + 29 * 60 + 59)).toBe('21:29:59');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});
