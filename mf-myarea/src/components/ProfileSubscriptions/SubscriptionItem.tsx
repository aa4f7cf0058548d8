import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, FormMessage, RestError, type SubscriptionDto } from '@vx/shared';
import { useCancelSubscription } from '../../queries/subscriptions';
import { CancellationOffer } from '../Benefits/CancellationOffer';
import { formatDay } from '../Benefits/format';

/** When the subscription renews, runs out or ran out, by its state. */
function dateLine(subscription: SubscriptionDto, language: string, t: (key: string, options: Record<string, string>) => string): string {
  if (subscription.status === 'active') return t('profile.subscriptions.renews', { date: formatDay(subscription.periodEnd, language) });
  if (subscription.status === 'cancelled') return t('profile.subscriptions.endsOn', { date: formatDay(subscription.periodEnd, language) });
  return t('profile.subscriptions.endedOn', { date: formatDay(subscription.endedAt ?? subscription.periodEnd, language) });
}

/**
 * One subscription: its plan, state, price and next renewal or end; cancel asks first and, for a
 * VIP subscription, offers the cancellation offer's free month instead (guest/acceptCancellationOffer).
 */
export function SubscriptionItem({ subscription }: { subscription: SubscriptionDto }) {
  const { t, i18n } = useTranslation('myarea');
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const price = formatMoney(Math.round(subscription.price * 100), subscription.currency, i18n.language);
  const ended = cancel.error instanceof RestError && cancel.error.status === 409;

  return (
    <li
      data-testid={`subscription-${subscription.kind}`}
      data-status={subscription.status}
      css={(theme) => ({ display: 'grid', gap: theme.space(2), padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surfaceRaised, minWidth: 0 })}
    >
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space(2) })}>
        <strong>{t(`profile.subscriptions.kind.${subscription.kind}`)}</strong>
        <span data-testid="subscription-status">{t(`profile.subscriptions.status.${subscription.status}`)}</span>
      </div>
      <p css={{ margin: 0 }}>
        {t('profile.subscriptions.price', { price })} · {dateLine(subscription, i18n.language, t)}
      </p>
      {subscription.status === 'active' && !confirming && (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('profile.subscriptions.cancel')}
          </Button>
        </div>
      )}
      {subscription.status === 'active' && confirming && (
        <div role="group" aria-label={t('profile.subscriptions.confirmTitle')} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
          <p css={{ margin: 0 }}>{t('profile.subscriptions.confirm', { date: formatDay(subscription.periodEnd, i18n.language) })}</p>
          {subscription.kind === 'vip' && <CancellationOffer />}
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            <Button onClick={() => cancel.mutate(subscription.id, { onSuccess: () => setConfirming(false) })} disabled={cancel.isPending} aria-busy={cancel.isPending}>
              {t('profile.subscriptions.confirmCancel')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('profile.subscriptions.keep')}
            </Button>
          </div>
        </div>
      )}
      {cancel.isError && <FormMessage kind="error">{ended ? t('profile.subscriptions.alreadyEnded') : t('profile.errors.save')}</FormMessage>}
    </li>
  );
}
