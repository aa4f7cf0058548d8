import type { ImageWidth } from '@vx/shared/constants';
import type { ImageSet } from '@vx/shared/protocol';

/**
 * URLs of the generated images, computed from ids (nothing stored): relative to the site, so the
 * same answer works on every brand host. The file name is the width; the content never changes
 * for a URL, which is what allows the year-long immutable cache.
 */

export type ActorImageKind = 'avatar' | `sedcard-${number}`;
/** 'post': a feed post's photo (server/src/domains/feed/images.ts). */
export type MediaSubject = 'video' | 'album' | 'picture' | 'post';

function imageSet(path: string): ImageSet {
  const url = (width: ImageWidth) => `/media/${path}/${width}.svg`;
  return { w320: url(320), w640: url(640), w1280: url(1280) };
}

export function actorImages(actorId: number, kind: ActorImageKind = 'avatar'): ImageSet {
  return imageSet(`actor/${actorId}/${kind}`);
}

/** The sedcards (profile pictures) of an actor, numbered from 1. */
export function sedcardImages(actorId: number, count: number): ImageSet[] {
  return Array.from({ length: count }, (_, index) => actorImages(actorId, `sedcard-${index + 1}`));
}

export function mediaImages(subject: MediaSubject, id: number): ImageSet {
  return imageSet(`${subject}/${id}`);
}

