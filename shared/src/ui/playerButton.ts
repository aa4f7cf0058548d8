/** A button of a video player's bar over the picture (live and recorded): white on dark glass, 40 px to hit. */
export const playerButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: '0 8px',
  border: 'none',
  borderRadius: 6,
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
} as const;
