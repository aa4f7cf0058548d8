import type { Theme } from '@emotion/react';

/** A game page's panel (status, play area, rewards). */
export const panel = (theme: Theme) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
  display: 'grid',
  gap: theme.space(3),
  minWidth: 0,
});

export const muted = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

/** The outcome line: large, announced politely to screen readers. */
export const result = (theme: Theme) => ({ margin: 0, minHeight: '1.5em', fontWeight: 700, fontSize: theme.fontSize.lead, textAlign: 'center' as const });
