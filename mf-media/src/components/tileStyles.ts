import type { Theme } from '@emotion/react';

/** Widths of a tile in the shared TileGrid (2 to 6 columns, content at most 1440 px). */
export const TILE_SIZES = '(min-width: 1200px) 240px, (min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 400px) 33vw, 50vw';

export const tileImage = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
} as const;

export const tileTitle = (theme: Theme) => ({
  margin: '8px 0 4px',
  fontSize: theme.fontSize.body,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap' as const,
});

export const tileLink = { display: 'block', textDecoration: 'none', color: 'inherit' } as const;

/** Marks over the top of a tile's image. */
export const tileOverlay = { position: 'absolute', top: 6, left: 6, right: 6 } as const;
