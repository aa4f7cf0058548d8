import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, useCoinPurchase, usePlatform } from '@vx/shared';
import { buyMedia, useRefreshMedia, type MediaKind } from '../../queries/media';

interface Props {
  kind: MediaKind;
  id: number;
  price: { value: number; currency: string };
  free: boolean;
  /** Whether the guest owns it already (the server's isBought). */
  bought: boolean;
  /** Open to the guest through a subscription, e.g. VIP content for a VIP (the server's guestInfo.flatrate). */
  flatrate?: boolean;
}

const stateStyle = (theme: Theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.lead });

/**
 * Buys a video or album with coins through the contract's purchase hook (one charge per intent,
 * login for visitors, moneycharge on a low balance, tracking on success); afterwards every media
 * answer is fetched again, so the item and its grid show it as bought.
 */
export function BuyButton({ kind, id, price, free, bought, flatrate = false }: Props) {
  const { t } = useTranslation('media');
  const { rest, guest, language } = usePlatform();
  const refresh = useRefreshMedia();
  const purchase = useCoinPurchase({
    request: (key) => buyMedia(rest, kind, id, key),
    offer: { item: kind, price: price.value },
    tracking: {
      source: 'mf-media',
      data: { kind, [kind === 'video' ? 'videoId' : 'albumId']: id, currency: price.currency, value: price.value },
    },
    onSuccess: () => void refresh(),
  });

  if (free) {
    return (
      <p data-testid="media-state" data-state="free" css={(theme) => ({ ...stateStyle(theme), color: theme.colors.success })}>
        {t('buy.free')}
      </p>
    );
  }
  if (flatrate && !bought) {
    return (
      <p data-testid="media-state" data-state="vip" css={(theme) => ({ ...stateStyle(theme), color: theme.colors.success })}>
        {t('buy.vip')}
      </p>
    );
  }
  if (bought || purchase.status === 'bought') {
    return (
      <p role="status" data-testid="media-state" data-state="bought" css={(theme) => ({ ...stateStyle(theme), color: theme.colors.success })}>
        <span aria-hidden="true">✓ </span>
        {t('buy.bought')}
      </p>
    );
  }
  const pending = purchase.status === 'pending';
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button data-testid="buy-button" onClick={purchase.buy} disabled={pending} aria-busy={pending}>
        {!guest.isLoggedIn
          ? t('buy.login')
          : pending
            ? t('buy.pending')
            : t('buy.button', { price: formatMoney(price.value, price.currency, language) })}
      </Button>
      {purchase.status === 'failed' && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('buy.failed')}
        </p>
      )}
    </div>
  );
}
