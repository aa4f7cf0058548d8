import { useTranslation } from 'react-i18next';
import { Button, Heading, Skeleton, usePlatform } from '@vx/shared';
import { formatMoney } from '@vx/shared/money';
import { useVipPlan, useVipSubscription } from '../../queries/rewards';

const longDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/**
 * The VIP subscription: a running VIP sees his status (until when, or that it ends after a cancel);
 * anyone else the monthly price and the button to the shell's vipabo flow (a visitor logs in first).
 */
export function VipClubOffer() {
  const { t } = useTranslation('events');
  const { guest, language, openFlow } = usePlatform();
  const plan = useVipPlan();
  const subscription = useVipSubscription();
  const subscribe = async () => {
    if (!guest.isLoggedIn && (await openFlow('login')) !== 'completed') return;
    await openFlow('vipabo');
  };
  const running = guest.isVip ? subscription.data : null;
  return (
    <section
      aria-labelledby="vip-club-offer"
      data-testid="vip-club-offer"
      css={(theme) => ({ display: 'grid', gap: theme.space(2), padding: theme.space(4), borderRadius: theme.radius, border: `2px solid ${theme.colors.primary}`, background: theme.colors.surface })}
    >
      <Heading level={2} id="vip-club-offer">
        {t(guest.isVip ? 'vipClub.status.title' : 'vipClub.offer.title')}
      </Heading>
      {guest.isVip ? (
        <p data-testid="vip-club-status" css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.success })}>
          {running
            ? t(running.status === 'cancelled' ? 'vipClub.status.endsOn' : 'vipClub.status.renewsOn', { date: longDate(running.periodEnd, language) })
            : t('vipClub.status.active')}
        </p>
      ) : (
        <>
          <p css={{ margin: 0 }}>{t('vipClub.offer.text')}</p>
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section, fontWeight: 700 })} aria-busy={plan.isPending}>
            {plan.isPending ? <Skeleton width={120} height={24} /> : plan.data ? t('vipClub.offer.price', { price: formatMoney(Math.round(plan.data.price * 100), 'EUR', language) }) : null}
          </p>
          <Button onClick={() => void subscribe()} data-testid="vip-club-subscribe" css={{ justifySelf: 'start' }}>
            {guest.isLoggedIn ? t('vipClub.offer.buy') : t('vipClub.offer.loginToBuy')}
          </Button>
        </>
      )}
    </section>
  );
}
