import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, focusRing, usePlatform } from '@vx/shared';
import { useFlow, useOpenFlow } from '../../flows/useFlow';
import { useServices } from '../../platform/ServicesContext';
import { accountLinks } from './navigation';

/** A running subscription (spec 000 §6 roles): VIP member, TV subscriber. */
const subscriptionBadge = (theme: Theme) => ({
  padding: `2px ${theme.space(2)}px`,
  borderRadius: 999,
  border: `1px solid ${theme.colors.accent}`,
  fontSize: theme.fontSize.small,
  fontWeight: 700,
});

/**
 * My area (spec 000 §2): who is logged in, the balance, the running subscriptions, online favourites, top-up, the guest's own
 * pages the brand composes (navigation.ts) and logout.
 */
export function AccountPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const { session } = useServices();
  const openFlow = useOpenFlow();
  const { searchFor } = useFlow();
  const [pending, setPending] = useState(false);
  const { guest } = platform;

  async function logout() {
    setPending(true);
    try {
      await session.logout();
    } catch {
      // The session forgets the token either way.
    } finally {
      setPending(false);
      onDone();
    }
  }

  return (
    <div css={(theme) => ({ padding: theme.space(4), display: 'grid', gap: theme.space(3) })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSize.lead, margin: 0 })}>{guest.name ? t('account.greeting', { name: guest.name }) : t('account.myArea')}</h2>
      <p css={{ margin: 0 }}>
        {t('account.balance')}: <strong>{guest.balanceFormatted}</strong>
      </p>
      {(guest.isVip || guest.hasTvAbo) && (
        <ul
          aria-label={t('account.subscriptions')}
          data-testid="account-subscriptions"
          css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}
        >
          {guest.isVip && <li css={subscriptionBadge}>{t('account.vip')}</li>}
          {guest.hasTvAbo && <li css={subscriptionBadge}>{t('account.tvAbo')}</li>}
        </ul>
      )}
      {guest.pinnedFavouritesCount > 0 && (
        <p data-testid="favourites-online" css={{ margin: 0 }}>
          <span aria-hidden="true">♥ </span>
          {t('account.favouritesOnline', { count: guest.onlineFavouritesCount, pinned: guest.pinnedFavouritesCount })}
        </p>
      )}
      <Button
        onClick={() => {
          onDone();
          openFlow('moneycharge');
        }}
      >
        {t('account.topUp')}
      </Button>
      {accountLinks(platform).map((link) => (
        <Link
          key={link.route}
          to={link.href}
          onClick={onDone}
          css={(theme) => ({ color: theme.colors.text, padding: `${theme.space(2)}px 0`, ...focusRing(theme) })}
        >
          {t(`nav.links.${link.route}`)}
        </Link>
      ))}
      <Link to={{ search: searchFor('guestName') }} onClick={onDone} css={(theme) => ({ color: theme.colors.text, padding: `${theme.space(2)}px 0`, ...focusRing(theme) })}>
        {t('guestName.menuEntry')}
      </Link>
      <Button variant="secondary" onClick={() => void logout()} disabled={pending}>
        {t('account.logout')}
      </Button>
    </div>
  );
}
