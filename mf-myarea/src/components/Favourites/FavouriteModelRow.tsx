import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, usePlatform, visuallyHidden } from '@vx/shared';
import type { FavouriteActor } from '../../queries/favourites';

type Channel = 'email' | 'sms';

/**
 * One pinned model: avatar, name and online state, her e-mail and SMS alerts, and unpin. The alerts go
 * over the socket (setPinnedActorNotification), which stores them without an answer, so a switch
 * shows the choice at once; unpin is answered by a favourite event, which takes the row away.
 */
export function FavouriteModelRow({ actor }: { actor: FavouriteActor }) {
  const { t } = useTranslation('myarea');
  const { bus, href, hasRoute } = usePlatform();
  const stored = { email: actor.notifyEmail, sms: actor.notifySms };
  const [alerts, setAlerts] = useState(stored);
  // A reloaded list that brings other stored switches shows those.
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored.email !== stored.email || shownStored.sms !== stored.sms) {
    setShownStored(stored);
    setAlerts(stored);
  }
  const toggle = (channel: Channel, enabled: boolean) => {
    setAlerts((current) => ({ ...current, [channel]: enabled }));
    bus.send({ type: 'setPinnedActorNotification', actorId: actor.id, channel, enabled });
  };
  const profile = hasRoute('actorProfile') ? href('actorProfile', { actorName: actor.name.toLowerCase() }) : null;
  const name = <span css={{ fontWeight: 700 }}>{actor.name}</span>;

  return (
    <li
      data-testid="favourite-model"
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '56px minmax(0, 1fr)',
        gap: theme.space(3),
        alignItems: 'center',
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.colors.surfaceRaised,
      })}
    >
      <img src={actor.avatar.w320} alt="" width={56} height={56} loading="lazy" css={(theme) => ({ borderRadius: theme.radii.round, objectFit: 'cover' })} />
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${theme.space(2)}px ${theme.space(4)}px` })}>
        <div css={{ display: 'grid', minWidth: 120 }}>
          {profile ? <Link to={profile}>{name}</Link> : name}
          <span css={(theme) => ({ fontSize: theme.fontSize.small, color: actor.isOnline ? theme.colors.success : theme.colors.textMuted })}>
            {t(actor.isOnline ? 'favourites.online' : 'favourites.offline')}
          </span>
        </div>
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <legend css={visuallyHidden}>{t('favourites.alerts', { name: actor.name })}</legend>
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}>
              <input type="checkbox" role="switch" checked={alerts[channel]} onChange={(event) => toggle(channel, event.target.checked)} css={{ width: 20, height: 20 }} />
              {t(`favourites.alert.${channel}`)}
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" onClick={() => bus.send({ type: 'favouriteUnpin', kind: 'actor', actorId: actor.id })} aria-label={t('favourites.unpinModel', { name: actor.name })}>
          {t('favourites.unpin')}
        </Button>
      </div>
    </li>
  );
}
