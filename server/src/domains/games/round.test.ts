import { drawLuck, makeTargets, TARGET_VISIBLE_MS } from './outcomes';
import { checkHits, CLOCK_TOLERANCE_MS, REPORT_GRACE_MS, roundPoints } from './round';
import { SLOT_SYMBOLS } from '@vx/shared/events';

const round = { durationMs: 15_000, targets: [{ id: 1, x: 0.5, y: 0.5, appearAtMs: 1_000, visibleMs: 2_000 }, { id: 2, x: 0.2, y: 0.3, appearAtMs: 5_000, visibleMs: 2_000 }] };

describe('checkHits', () => {
  it('accepts hits on issued targets while they are up, once each, no later than the time passed', () => {
    expect(checkHits(round, [{ targetId: 1, atMs: 1_500 }, { targetId: 2, atMs: 6_999 }], 8_000)).toBeNull();
    expect(checkHits(round, [], 500)).toBeNull();
  });

  it('refuses unknown targets, a target twice, hits outside its window, hits from the future and late reports', () => {
    expect(checkHits(round, [{ targetId: 3, atMs: 1_500 }], 8_000)).toBe('unknown_target');
    expect(checkHits(round, [{ targetId: 1, atMs: 1_500 }, { targetId: 1, atMs: 1_600 }], 8_000)).toBe('duplicate_target');
    expect(checkHits(round, [{ targetId: 1, atMs: 999 }], 8_000)).toBe('outside_window');
    expect(checkHits(round, [{ targetId: 1, atMs: 3_001 }], 8_000)).toBe('outside_window');
    expect(checkHits(round, [{ targetId: 2, atMs: 5_100 }], 5_100 - CLOCK_TOLERANCE_MS - 1)).toBe('too_early');
    expect(checkHits(round, [], round.durationMs + REPORT_GRACE_MS + 1)).toBe('too_late');
  });

  it('scores a share of the attempt’s points by hits', () => {
    expect(roundPoints(20, 8, 8)).toBe(20);
    expect(roundPoints(20, 3, 8)).toBe(7);
    expect(roundPoints(20, 0, 8)).toBe(0);
  });
});

describe('server draws', () => {
  it('spreads targets over the round inside the field, each visible before the round ends', () => {
    const targets = makeTargets({ roundMs: 15_000, targets: 8 }, (min, max) => Math.floor((min + max) / 2));
    expect(targets).toHaveLength(8);
    for (const target of targets) {
      expect(target.x).toBeGreaterThanOrEqual(0.1);
      expect(target.x).toBeLessThanOrEqual(0.9);
      expect(target.appearAtMs + TARGET_VISIBLE_MS).toBeLessThanOrEqual(15_000);
    }
  });

  it('pays a slot machine’s three of a kind five times, a pair twice, else once', () => {
    expect(drawLuck('slotmachine', () => 4)).toEqual({ symbols: ['seven', 'seven', 'seven'], prize: null, multiplier: 5 });
    const reels = [0, 0, 1];
    expect(drawLuck('slotmachine', () => reels.shift()!)).toMatchObject({ symbols: [SLOT_SYMBOLS[0], SLOT_SYMBOLS[0], SLOT_SYMBOLS[1]], multiplier: 2 });
    const mixed = [0, 1, 2];
    expect(drawLuck('slotmachine', () => mixed.shift()!).multiplier).toBe(1);
    expect(drawLuck('rewardBox', () => 9)).toMatchObject({ prize: 'large', multiplier: 3 });
    expect(drawLuck('kickIt', () => 0)).toMatchObject({ prize: 'goal', multiplier: 2 });
    expect(drawLuck('halloween', () => 1)).toMatchObject({ prize: 'trick', multiplier: 1 });
  });
});
