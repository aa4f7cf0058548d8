import type { Theme } from '@emotion/react';
import { focusRing } from '@vx/shared';
import { mobile } from '../media';

/** A compact navbar button (icon or short text). */
export const barButton = (theme: Theme, variant: 'ghost' | 'primary' | 'secondary' = 'ghost') => ({
  position: 'relative' as const,
  // The brand name gives way on a narrow bar; a button never loses its padding or its words.
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(1),
  minWidth: 40,
  height: 40,
  padding: `0 ${theme.space(2)}px`,
  font: 'inherit',
  fontSize: theme.fontSize.body,
  fontWeight: 600,
  whiteSpace: 'nowrap' as const,
  textDecoration: 'none',
  borderRadius: theme.radius,
  cursor: 'pointer',
  color: variant === 'primary' ? theme.colors.primaryText : theme.colors.text,
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  border: variant === 'secondary' ? `1px solid ${theme.colors.border}` : '1px solid transparent',
  '&:hover': { background: variant === 'primary' ? theme.colors.primary : theme.colors.surfaceRaised, filter: variant === 'primary' ? 'brightness(1.1)' : undefined },
  '&[aria-expanded="true"]': { background: theme.colors.surfaceRaised },
  // Compact on phones: the bar holds menu, brand, search, language and four account buttons at 375 px
  // (icons of 20 px, buttons 30 px wide and 40 high: above the 24 px a target needs, and the brand's
  // name keeps its room).
  [mobile]: { fontSize: theme.fontSize.small, minWidth: 30, padding: `0 ${theme.space(1)}px`, '& > svg': { width: 20, height: 20 } },
  ...focusRing(theme),
});
