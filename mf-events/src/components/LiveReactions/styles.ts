import { keyframes, type Theme } from '@emotion/react';

/** How long a reaction is on screen, in ms: its float up and fade ends as it is taken away. */
export const SHOWN_MS = 4000;
const STREAM_HEIGHT = 64;

const floatUp = keyframes({
  from: { transform: 'translateY(0)', opacity: 1 },
  '70%': { opacity: 1 },
  to: { transform: `translateY(-${STREAM_HEIGHT - 28}px)`, opacity: 0 },
});

export const panel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  minWidth: 0,
});

/**
 * The reactions float up from the bottom at spread positions; with reduced motion they stand in a
 * row instead, newest at the right (older ones are clipped at the left as the row fills).
 */
export const stream = {
  position: 'relative' as const,
  height: STREAM_HEIGHT,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-end',
};

/** `spread` in [0, 1): where across the stream the reaction rises. */
export const floating = (spread: number) => (theme: Theme) => ({
  position: 'absolute' as const,
  bottom: 0,
  left: `${spread * 90}%`,
  fontSize: theme.fontSize.title,
  lineHeight: 1,
  animation: `${floatUp} ${SHOWN_MS}ms ease-out forwards`,
  '@media (prefers-reduced-motion: reduce)': { position: 'static' as const, animation: 'none', flexShrink: 0, padding: theme.space(1) },
});

/** The title and the buttons; on a phone the buttons move under the title together, never one alone. */
export const bar = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) });

export const buttons = (theme: Theme) => ({ display: 'flex', gap: theme.space(1) });

export const title = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.body });

export const glyph = (theme: Theme) => ({ fontSize: theme.fontSize.subsection, lineHeight: 1 });

export const refusal = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.danger });
