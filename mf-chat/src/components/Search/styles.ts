import type { Theme } from '@emotion/react';

/** Shared looks of the search controls: large enough to tap, with a visible focus ring. */
export const fieldStyle = (theme: Theme) => ({
  font: 'inherit',
  minHeight: 40,
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: `0 ${theme.space(2)}px`,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
});

export const fieldsetStyle = (theme: Theme) => ({
  border: 0,
  margin: `0 0 ${theme.space(4)}px`,
  padding: 0,
  minWidth: 0,
});

export const legendStyle = { fontWeight: 700, marginBottom: 8, padding: 0 };

export const checkStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: 32,
  cursor: 'pointer',
  '& input': { width: 18, height: 18, margin: 0, accentColor: theme.colors.primary },
  '& input:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
});
