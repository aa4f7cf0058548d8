import { useEffect, useEffectEvent } from 'react';
import { usePlatform, type ChatKind } from '@vx/shared';
import { takeStart } from '../pendingStart';
import { useAcknowledgedGuest } from './acknowledgedGuest';

/**
 * Continues what a visitor asked for before logging in (pendingStart): on this actor's profile, the
 * chat starts once the login has happened and the socket runs as the guest. The server starts a
 * session only for a guest with a socket ('Guest offline'), so it waits for the socket's
 * acknowledgement of that guest as well as for the page's logged-in guest, whichever comes last.
 */
export function useStartAfterLogin(actorId: number, startChat: (kind: ChatKind) => void): void {
  const { guest } = usePlatform();
  const loggedInAs = guest.isLoggedIn ? guest.id : null;
  const acknowledged = useAcknowledgedGuest();
  const ready = loggedInAs !== null && acknowledged === loggedInAs;
  const continueStart = useEffectEvent(() => {
    const kind = takeStart(actorId);
    if (kind) startChat(kind);
  });
  useEffect(() => {
    if (ready) continueStart();
  }, [ready]);
}
