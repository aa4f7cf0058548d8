import type { ImageSet } from '../protocol/entities';

/** The srcset of an image delivered in the spec's widths (w320, w640, w1280). */
export function srcSet(image: ImageSet): string {
  return `${image.w320} 320w, ${image.w640} 640w, ${image.w1280} 1280w`;
}
