import type { AppDeps, SocketHandler } from '../types';
import { readSettings } from './settings';
import { findGuestById } from './service';

/**
 * refreshEmailProperties (spec 001 §7.3): answered with the guest's address and the one waiting for
 * its link, so an open profile page shows a change confirmed in another tab or browser.
 */
export function guestSocketHandlers({ database }: AppDeps): Partial<Record<string, SocketHandler>> {
  return {
    refreshEmailProperties: async (_message, { guestId, send }) => {
      if (guestId === null) return;
      const guest = await findGuestById(database.db, guestId);
      if (!guest) return;
      send({ type: 'emailProperties', email: guest.email, pendingEmail: (await readSettings(database.db, guestId)).pendingEmail });
    },
  };
}
