import { formatDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [754, '12:34'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
