import { useTranslation } from 'react-i18next';
import { Button, Heading, QueryState, Skeleton, usePlatform, type SubscriptionDto, type SubscriptionFlow, type SubscriptionPlanDto } from '@vx/shared';
import { formatMoney } from '@vx/shared/money';
import { useMySubscriptions, useSubscriptionPlans } from '../../queries/subscriptions';
import { useTimeFormat } from '../useTimeFormat';

interface Props {
  /** Which plans, in this order (the premium gate shows the TV subscription only). */
  flows: readonly SubscriptionFlow[];
  headingId: string;
  title: string;
}

const euros = (amount: number, language: string) => formatMoney(Math.round(amount * 100), 'EUR', language);

/**
 * The price table (GET subscriptions/plans): each plan's price, period and trial, and a button that
 * opens its payment flow; a visitor logs in first. A guest whose subscription of the plan's kind runs
 * sees it (until when) instead of the buy button.
 */
export function PriceTable({ flows, headingId, title }: Props) {
  const { t } = useTranslation('tv');
  const plans = useSubscriptionPlans();
  const mine = useMySubscriptions();
  return (
    <section aria-labelledby={headingId} data-testid="tv-pricetable" aria-busy={plans.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      <QueryState query={plans} loading={<Skeleton height={160} />} error={t('tv.pricetable.error')}>
        {(all) => (
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' })}>
            {flows
              .map((flow) => all.find((plan) => plan.flow === flow))
              .filter((plan): plan is SubscriptionPlanDto => plan !== undefined)
              .map((plan) => (
                <Plan key={plan.flow} plan={plan} running={mine.data?.subscriptions.find((subscription) => subscription.kind === plan.kind && subscription.status !== 'ended')} />
              ))}
          </ul>
        )}
      </QueryState>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>{t('tv.pricetable.terms')}</p>
    </section>
  );
}

function Plan({ plan, running }: { plan: SubscriptionPlanDto; running: SubscriptionDto | undefined }) {
  const { t } = useTranslation('tv');
  const { language, guest, openFlow } = usePlatform();
  const { dateTime } = useTimeFormat();
  const subscribe = async () => {
    // A visitor logs in (or signs up) first; the subscription's flow follows once he is in.
    if (!guest.isLoggedIn && (await openFlow('login')) !== 'completed') return;
    await openFlow(plan.flow);
  };
  const price = euros(plan.price, language);
  return (
    <li data-testid="tv-plan" data-flow={plan.flow} css={(theme) => ({ display: 'grid', gap: theme.space(2), alignContent: 'start', padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surface, border: `1px solid ${theme.colors.border}` })}>
      <Heading level={3}>{t(`tv.pricetable.plans.${plan.flow}`)}</Heading>
      <p css={{ margin: 0 }}>{t(`tv.pricetable.texts.${plan.flow}`)}</p>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section, fontWeight: 700 })}>{plan.trialDays === null ? t('tv.pricetable.monthly', { price }) : euros(plan.firstPrice, language)}</p>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        {plan.trialDays === null ? t('tv.pricetable.monthlyPeriod') : t('tv.pricetable.trial', { count: plan.trialDays, price: euros(plan.firstPrice, language), then: price })}
      </p>
      {running ? (
        <p data-testid="tv-plan-running" css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.success })}>
          {t(running.status === 'cancelled' ? 'pricetable.cancelled' : 'pricetable.running', { date: dateTime(running.periodEnd) })}
        </p>
      ) : (
        <Button onClick={() => void subscribe()}>{guest.isLoggedIn ? t('tv.pricetable.buy') : t('tv.pricetable.loginToBuy')}</Button>
      )}
    </li>
  );
}
