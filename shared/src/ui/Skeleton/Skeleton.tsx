import { keyframes } from '@emotion/react';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

interface Props {
  height?: number | string;
  width?: number | string;
  /** Keeps a box's shape, e.g. '4 / 3' for a tile image. */
  aspectRatio?: string;
}

/** A grey placeholder with the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({ height, width = '100%', aspectRatio }: Props) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      css={(theme) => ({
        width,
        height,
        aspectRatio,
        borderRadius: theme.radius,
        background: theme.colors.surfaceRaised,
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    />
  );
}
