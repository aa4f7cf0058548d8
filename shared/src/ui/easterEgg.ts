import type { PlatformTheme } from './theme';

/**
 * An easter egg of the egg hunt, drawn in the theme's colours (no image to load): the shell's eggs
 * on any page and the hunt page's own (mf-events) look alike. The caller places it.
 */
export const easterEggStyle = (theme: PlatformTheme) => ({
  width: 44,
  height: 52,
  borderRadius: '50% 50% 45% 45% / 60% 60% 40% 40%',
  border: `2px solid ${theme.colors.primary}`,
  background: `repeating-linear-gradient(45deg, ${theme.colors.primary} 0 6px, ${theme.colors.surface} 6px 12px)`,
  cursor: 'pointer',
});
