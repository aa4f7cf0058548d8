import type { PlatformTheme } from '@vx/shared';

/** A bordered box of the special events' lists (rewards, activities, prizes, actors). */
export const cardStyle = (theme: PlatformTheme) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.tag,
  padding: theme.space(3),
  display: 'grid',
  gap: theme.space(1),
  overflowWrap: 'anywhere' as const,
});

export const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
