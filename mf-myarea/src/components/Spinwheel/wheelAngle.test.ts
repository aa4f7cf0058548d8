import { pointAt, rotationFor, SPIN_TURNS, wedgePath } from './wheelAngle';

/** Where a rotation leaves the pointer (top), as a segment index. */
const segmentUnderPointer = (rotation: number, count: number) => {
  const atTop = (360 - (rotation % 360)) % 360;
  return Math.floor(atTop / (360 / count));
};

describe('the wheel angle', () => {
  it.each([0, 3, 7])('stops segment %i of 8 under the pointer', (segment) => {
    expect(segmentUnderPointer(rotationFor(0, segment, 8), 8)).toBe(segment);
  });

  it('always turns forward by at least the full turns, from wherever it stood', () => {
    let rotation = 0;
    for (const segment of [5, 1, 1, 6, 0]) {
      const next = rotationFor(rotation, segment, 8);
      expect(next - rotation).toBeGreaterThanOrEqual((SPIN_TURNS - 1) * 360);
      expect(segmentUnderPointer(next, 8)).toBe(segment);
      rotation = next;
    }
  });

  it('draws wedges from the top, clockwise', () => {
    const [x, y] = pointAt(100, 100, 90);
    expect([Math.round(x), Math.round(y)]).toEqual([200, 100]);
    expect(wedgePath(100, 100, 0, 4)).toBe('M 100 100 L 100.000 0.000 A 100 100 0 0 1 200.000 100.000 Z');
  });
});
