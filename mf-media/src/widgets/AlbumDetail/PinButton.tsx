import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useBusEvent, usePlatform } from '@vx/shared';

type Target = { kind: 'album'; actorId: number; albumId: number } | { kind: 'picture'; actorId: number; albumId: number; pictureId: number };

const sameTarget = (target: Target, event: { kind: string; albumId?: number; pictureId?: number }) =>
  event.kind === target.kind && event.albumId === target.albumId && (target.kind === 'album' || event.pictureId === target.pictureId);

/**
 * Pins an album or a picture to the guest's favourites over the socket (spec 001 §7.3). The state
 * follows favouriteEvent, so the server's confirmation (and a pin in another tab) shows here.
 */
export function PinButton({ target, pinned }: { target: Target; pinned: boolean }) {
  const { t } = useTranslation('media');
  const { guest, bus, openFlow } = usePlatform();
  const [confirmed, setConfirmed] = useState<{ for: boolean; value: boolean } | null>(null);
  const shown = confirmed && confirmed.for === pinned ? confirmed.value : pinned;
  useBusEvent('favouriteEvent', (event) => {
    if (sameTarget(target, event)) setConfirmed({ for: pinned, value: event.pinned });
  });
  return (
    <Button
      variant="secondary"
      data-testid={`pin-${target.kind}`}
      data-pinned={shown}
      aria-pressed={shown}
      onClick={() => {
        if (!guest.isLoggedIn) return openFlow('login');
        bus.send({ type: shown ? 'favouriteUnpin' : 'favouritePin', ...target });
      }}
    >
      <span aria-hidden="true">{shown ? '♥ ' : '♡ '}</span>
      {shown ? t('albums.pin.unpin') : t('albums.pin.pin')}
    </Button>
  );
}
