import { LagRecorder } from './metrics';

describe('billing lag percentiles', () => {
  it('reports the nearest-rank percentiles of the newest samples', () => {
    const lag = new LagRecorder(100);
    for (let ms = 1; ms <= 100; ms += 1) lag.record(ms);
    expect(lag.summary()).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('forgets the oldest samples beyond its size but keeps counting', () => {
    const lag = new LagRecorder(2);
    for (const ms of [500, 1, 2]) lag.record(ms);
    expect(lag.summary()).toMatchObject({ count: 3, max: 2 });
  });

  it('is all zeros before the first sample, and never negative', () => {
    const lag = new LagRecorder();
    expect(lag.summary()).toEqual({ count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
    lag.record(-5);
    expect(lag.summary().max).toBe(0);
  });
});
