import { srcSet, type ImageSet } from '@vx/shared';
import { tileImage, TILE_SIZES } from '../tileStyles';

/** A grid tile's 4:3 picture in the sizes of the tile grid, lazy unless it is in the first row. */
export function TileImage({ images, alt = '', eager = false }: { images: ImageSet; alt?: string; eager?: boolean }) {
  return (
    <img
      src={images.w320}
      srcSet={srcSet(images)}
      sizes={TILE_SIZES}
      width={320}
      height={240}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      css={(theme) => ({ ...tileImage, borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
    />
  );
}
