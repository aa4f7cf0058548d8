import type { Theme } from '@emotion/react';
import { focusRing } from '@vx/shared';

/** A tile's link: the whole card, picture on top, as the other tiles of the site. */
export const tileLink = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(2),
  alignContent: 'start',
  height: '100%',
  color: theme.colors.text,
  textDecoration: 'none',
  background: theme.colors.surface,
  borderRadius: theme.radius,
  overflow: 'hidden',
  '&:hover strong': { textDecoration: 'underline' },
  ...focusRing(theme),
});

/** The text under a tile's picture. */
export const tileText = (theme: Theme) => ({ display: 'grid', gap: theme.space(1), padding: `0 ${theme.space(2)}px ${theme.space(2)}px`, minWidth: 0, overflowWrap: 'anywhere' as const });

export const tileMeta = (theme: Theme) => ({ fontSize: theme.fontSize.small, color: theme.colors.textMuted });
