import { commitmentOf, drawSegment, monthOf, segmentOfSeed, WHEEL_SEGMENTS } from './wheel';

describe('the spin wheel draw', () => {
  const total = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);

  it('lands each segment exactly as often as its weight over an even sweep of draws', () => {
    const counts = new Array<number>(WHEEL_SEGMENTS.length).fill(0);
    for (let step = 0; step < total * 10; step++) counts[drawSegment(() => (step + 0.5) / (total * 10))] += 1;
    expect(counts).toEqual(WHEEL_SEGMENTS.map((segment) => segment.weight * 10));
  });

  it('keeps draws at the edges on the wheel', () => {
    expect(drawSegment(() => 0)).toBe(0);
    expect(drawSegment(() => 1)).toBe(WHEEL_SEGMENTS.length - 1);
    expect(drawSegment(() => -1)).toBe(0);
  });

  it('names the UTC month of a claim', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});

describe('segmentOfSeed', () => {
  it('is a pure function of the seed that reaches every segment', () => {
    const seeds = Array.from({ length: 2000 }, (_, index) => index.toString(16).padStart(64, '0'));
    expect(segmentOfSeed(seeds[7])).toBe(segmentOfSeed(seeds[7]));
    expect(new Set(seeds.map(segmentOfSeed)).size).toBe(WHEEL_SEGMENTS.length);
  });

  it('commits to a seed with its sha256', () => {
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
