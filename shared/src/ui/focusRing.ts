import type { Theme } from '@emotion/react';

/** The one keyboard focus mark: the brand's accent, outside the control, only for keyboard focus. */
export const focusRing = (theme: Theme) => ({
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
});
