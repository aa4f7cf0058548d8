import type { Theme } from '@emotion/react';
import { mq } from '@vx/shared';

/** A fixed column of cards on the right, full width on phones; the page stays clickable around them. */
export const floatingRegion = (theme: Theme, edge: { top: number } | { bottom: number }) => ({
  position: 'fixed' as const,
  right: theme.space(3),
  left: theme.space(3),
  ...edge,
  pointerEvents: 'none' as const,
  [mq.sm]: { left: 'auto' },
  '& li': { pointerEvents: 'auto' as const },
});

/** One card of such a column (a toast, a floating notification). */
export const floatingCard = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  padding: theme.space(3),
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
});
