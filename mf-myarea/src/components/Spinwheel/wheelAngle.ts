/** Whole turns the wheel makes before it stops on the server's segment. */
export const SPIN_TURNS = 5;

/** How long a spin turns, in ms (the CSS transition; none with prefers-reduced-motion). */
export const SPIN_MS = 4_000;

/**
 * The wheel's next rotation in degrees (clockwise) so that `segment`'s middle stops under the pointer
 * at the top, always turning forward from `current` by at least SPIN_TURNS turns. Segment 0 starts
 * at the top and the segments follow clockwise.
 */
export function rotationFor(current: number, segment: number, count: number): number {
  const size = 360 / count;
  const stop = (360 - (segment + 0.5) * size) % 360;
  return current - (current % 360) + SPIN_TURNS * 360 + stop;
}

/** The point at `angle` degrees clockwise from the top on a circle of `radius` around (c, c). */
export function pointAt(c: number, radius: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [c + radius * Math.sin(rad), c - radius * Math.cos(rad)];
}

/** The SVG path of segment `index` of `count` on a wheel of `radius` around (c, c). */
export function wedgePath(c: number, radius: number, index: number, count: number): string {
  const size = 360 / count;
  const [x0, y0] = pointAt(c, radius, index * size);
  const [x1, y1] = pointAt(c, radius, (index + 1) * size);
  const large = size > 180 ? 1 : 0;
  return `M ${c} ${c} L ${x0.toFixed(3)} ${y0.toFixed(3)} A ${radius} ${radius} 0 ${large} 1 ${x1.toFixed(3)} ${y1.toFixed(3)} Z`;
}
