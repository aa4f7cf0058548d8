import type { Language } from '../constants';
import { usePlatform } from './platform';

/**
 * What a remote's cached answers depend on beside their own arguments: the language, the guest,
 * and whether the guest's age is verified. Closing every key with it means a login, a language
 * switch or an age check that comes through on the socket (avsSet, avsRevoked) fetches the
 * answers again at once, and every needAgeCheck gate opens or closes without a reload.
 */
export type GuestScope = readonly [Language, number | 'visitor', 'avs' | 'noavs'];

export function guestScopeOf(language: Language, guest: { id: number | null; hasAvs: boolean }): GuestScope {
  return [language, guest.id ?? 'visitor', guest.hasAvs ? 'avs' : 'noavs'];
}

export function useGuestScope(): GuestScope {
  const { language, guest } = usePlatform();
  return guestScopeOf(language, guest);
}
