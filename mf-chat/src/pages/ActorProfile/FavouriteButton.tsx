import { useTranslation } from 'react-i18next';
import { Button, usePlatform } from '@vx/shared';

/**
 * Pin or unpin the actor. The state comes from the profile (modelGuestRelation.isFavorite) and
 * follows favouriteEvent on the bus, so a pin in another tab shows here too. Visitors get the
 * login flow.
 */
export function FavouriteButton({ actorId, isFavorite, actorName }: { actorId: number; isFavorite: boolean; actorName: string }) {
  const { t } = useTranslation('chat');
  const { guest, bus, openFlow } = usePlatform();
  return (
    <Button
      variant="secondary"
      data-testid="favourite-button"
      data-pinned={isFavorite}
      aria-label={isFavorite ? t('profile.unpinLabel', { name: actorName }) : t('profile.pinLabel', { name: actorName })}
      onClick={() => {
        if (!guest.isLoggedIn) return openFlow('login');
        bus.send({ type: isFavorite ? 'favouriteUnpin' : 'favouritePin', kind: 'actor', actorId });
      }}
    >
      <span aria-hidden="true">{isFavorite ? '♥ ' : '♡ '}</span>
      {isFavorite ? t('profile.unpin') : t('profile.pin')}
    </Button>
  );
}
