import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@vx/shared';

/** Why a chosen file cannot be the avatar, before it is sent (the server checks its bytes again); null when it may. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_AVATAR_BYTES) return 'size';
  return null;
}

/** The size limit in whole megabytes, for the hint. */
export const MAX_AVATAR_MB = Math.round(MAX_AVATAR_BYTES / (1024 * 1024));
