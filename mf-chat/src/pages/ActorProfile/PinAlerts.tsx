import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform, type ActorProfile } from '@vx/shared';

type Channel = 'email' | 'sms';

/**
 * The email and SMS alerts of a pinned actor (spec 000 §3 favourites): switches that send
 * setPinnedActorNotification over the socket. The server stores the choice without an answer,
 * so the switch shows the choice at once.
 */
export function PinAlerts({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const { bus, guest } = usePlatform();
  const relation = actor.modelGuestRelation;
  const stored = { email: relation.notifyEmail, sms: relation.notifySms };
  const [enabled, setEnabled] = useState(stored);
  // A profile that comes with other stored alerts shows those.
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored.email !== stored.email || shownStored.sms !== stored.sms) {
    setShownStored(stored);
    setEnabled(stored);
  }
  if (!guest.isLoggedIn || !relation.isFavorite) return null;

  const toggle = (channel: Channel, value: boolean) => {
    setEnabled((current) => ({ ...current, [channel]: value }));
    bus.send({ type: 'setPinnedActorNotification', actorId: actor.id, channel, enabled: value });
  };

  return (
    <fieldset data-testid="pin-alerts" css={{ border: 0, margin: '0 0 16px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
      <legend css={{ fontWeight: 700, marginBottom: 6, padding: 0 }}>{t('profile.alerts.title', { name: actor.name })}</legend>
      {(['email', 'sms'] as const).map((channel) => (
        <label key={channel} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}>
          <input
            type="checkbox"
            role="switch"
            checked={enabled[channel]}
            onChange={(event) => toggle(channel, event.target.checked)}
            css={{ width: 20, height: 20 }}
          />
          {t(`profile.alerts.${channel}`)}
        </label>
      ))}
    </fieldset>
  );
}
