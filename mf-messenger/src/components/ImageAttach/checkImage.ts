import { MAX_MESSENGER_IMAGE_BYTES, MESSENGER_IMAGE_TYPES } from '@vx/shared';

/** Why a chosen file cannot be sent, checked before it is uploaded (the server checks again). */
export type ImageProblem = 'wrongType' | 'tooBig';

export function checkImage(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(MESSENGER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_MESSENGER_IMAGE_BYTES) return 'tooBig';
  return null;
}
