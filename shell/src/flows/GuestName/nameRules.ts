import type { TFunction } from 'i18next';
import { GUEST_NAME } from '@vx/shared';

/**
 * The message for a name the server would refuse on its form alone (GUEST_NAME), or null. What only
 * the server knows (a look-alike of a taken name, an actor's name) comes back as 409.
 */
export function guestNameError(name: string, t: TFunction<'shell'>): string | null {
  const trimmed = name.trim();
  if (trimmed.length < GUEST_NAME.min || trimmed.length > GUEST_NAME.max) return t('guestName.errors.length', { min: GUEST_NAME.min, max: GUEST_NAME.max });
  if (!GUEST_NAME.pattern.test(trimmed.normalize('NFKC'))) return t('guestName.errors.characters');
  return null;
}
