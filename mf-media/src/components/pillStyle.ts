import type { Theme } from '@emotion/react';

/** A rounded filter chip (link or button); the chosen one is filled. */
export const pillStyle = (theme: Theme, active: boolean) => ({
  font: 'inherit',
  display: 'inline-block',
  padding: '6px 14px',
  borderRadius: 999,
  textDecoration: 'none',
  fontWeight: 600,
  cursor: 'pointer',
  border: `1px solid ${active ? theme.colors.primary : theme.colors.border}`,
  background: active ? theme.colors.primary : 'transparent',
  color: active ? theme.colors.primaryText : theme.colors.text,
});
