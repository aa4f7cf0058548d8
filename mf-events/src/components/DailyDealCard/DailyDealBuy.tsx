import { useTranslation } from 'react-i18next';
import { Button, FormMessage, usePlatform } from '@vx/shared';
import { usePurchaseDailyBonus } from '../../queries/rewards';
import { BoughtBadge } from './BoughtBadge';
import { type DailyBonusDay } from '@vx/shared/events';

/**
 * Today's buy (or claim, when free) button: a visitor is asked to log in, a refusal is named, and
 * once bought (or answered "already taken" from another tab) the card shows it as bought.
 */
export function DailyDealBuy({ day }: { day: DailyBonusDay }) {
  const { t } = useTranslation('events');
  const { guest } = usePlatform();
  const purchase = usePurchaseDailyBonus(day);
  if (purchase.status === 'bought' || purchase.errorCode === 'already_purchased') {
    return (
      <>
        <BoughtBadge free={day.free} />
        {purchase.errorCode === 'already_purchased' && <FormMessage kind="info">{t('dailyDeals.errors.already_purchased')}</FormMessage>}
      </>
    );
  }
  const label = !guest.isLoggedIn ? t('dailyDeals.login') : day.free ? t('dailyDeals.claim') : t('dailyDeals.buy');
  return (
    <>
      <Button onClick={purchase.buy} disabled={purchase.status === 'pending'} aria-busy={purchase.status === 'pending'} data-testid="daily-deal-buy">
        {label}
      </Button>
      {purchase.status === 'failed' && purchase.errorCode && (
        <FormMessage kind="error">{t([`dailyDeals.errors.${purchase.errorCode}`, 'dailyDeals.errors.failed'])}</FormMessage>
      )}
    </>
  );
}
