import type { Theme } from '@emotion/react';

/** A section of the benefits and spin-wheel pages: a raised card with the page's spacing. */
export const panel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(3),
  padding: theme.space(4),
  borderRadius: theme.radius,
  background: theme.colors.surface,
  minWidth: 0,
});

/** A plain list of rows inside a panel. */
export const rows = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
});

/** One row: text on the left, its action on the right; stacked on a phone. */
export const row = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
});

export const muted = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small });
