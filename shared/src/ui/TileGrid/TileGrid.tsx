import type { ReactNode } from 'react';
import { mq } from '../theme';

/**
 * The tile grid of spec 001 §9: two columns on small phones, three up to 767 px, four up to
 * 991 px, five up to 1199 px, six above.
 */
export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [mq.xs]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [mq.sm]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        [mq.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
        [mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      })}
    >
      {children}
    </ul>
  );
}
