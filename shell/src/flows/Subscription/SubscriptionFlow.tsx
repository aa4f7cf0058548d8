import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  formatMoney,
  FormMessage,
  LoadError,
  moneychargeStartSchema,
  RestError,
  Skeleton,
  usePlatform,
  type SubscriptionFlow as Flow,
  type SubscriptionPlanDto,
} from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { fullWidth } from '../Form/FlowFields';
import { CheckoutStep } from '../Form/CheckoutStep';
import { useLoginFirst } from '../Form/useLoginFirst';
import { usePaymentOutcome } from '../Form/usePaymentOutcome';
import { useFlow } from '../useFlow';
import { euroCents, plansSchema } from './subscriptionPlans';

type Step =
  | { kind: 'plan'; notice?: 'cancelled' | 'failed' | 'paymentFailed' | 'conflict' }
  | { kind: 'starting' }
  | { kind: 'checkout'; paymentId: string; checkoutUrl: string }
  | { kind: 'success' };

function PlanTerms({ plan }: { plan: SubscriptionPlanDto }) {
  const { t } = useTranslation('shell');
  const { language } = usePlatform();
  const price = formatMoney(euroCents(plan.price), plan.currency, language);
  const firstPrice = formatMoney(euroCents(plan.firstPrice), plan.currency, language);
  return (
    <div data-testid="subscription-plan" css={(theme) => ({ margin: `0 0 ${theme.space(4)}px` })}>
      <p css={(theme) => ({ margin: `0 0 ${theme.space(2)}px`, fontSize: theme.fontSize.lead, fontWeight: 700 })}>
        {plan.trialDays === null
          ? t('flows.subscription.monthly', { price })
          : t('flows.subscription.trial', { count: plan.trialDays, firstPrice, price })}
      </p>
      <p css={(theme) => ({ margin: `0 0 ${theme.space(2)}px` })}>{t(`flows.subscription.benefits.${plan.kind}`)}</p>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('flows.subscription.renewal')}</p>
    </div>
  );
}

/**
 * The subscription flows vipabo, trialvipabo and vxtvabo (spec 000 §2): the plan from GET
 * subscriptions/plans, confirm → POST subscriptions/checkout {flow} → the provider's checkout in an
 * iframe, as a top-up. The guest's flags arrive on the socket (vipAboUpdate / tvAboUpdate), so the
 * page behind the dialog unlocks without a reload.
 */
export function SubscriptionFlow({ flow }: { flow: Flow }) {
  const { t } = useTranslation('shell');
  const { rest, guest, language } = usePlatform();
  const { flowOutcomes } = useServices();
  const { switchTo, close } = useFlow();
  const [step, setStep] = useState<Step>({ kind: 'plan' });
  // A subscription needs an account.
  const loggedIn = useLoginFirst(flow);

  const plans = useQuery({
    queryKey: ['subscriptions/plans', language],
    queryFn: ({ signal }) => rest.call('subscriptions/plans', { schema: plansSchema, signal }),
    enabled: loggedIn,
  });
  const plan = plans.data?.plans.find((item) => item.flow === flow);
  const running = plan ? (plan.kind === 'vip' ? guest.isVip : guest.hasTvAbo) : false;

  usePaymentOutcome(step.kind === 'checkout' ? step.paymentId : null, (outcome) => {
    if (outcome === 'success') {
      setStep({ kind: 'success' });
      flowOutcomes.complete(flow);
    } else {
      setStep({ kind: 'plan', notice: outcome === 'cancel' ? 'cancelled' : 'paymentFailed' });
    }
  });

  async function subscribe() {
    setStep({ kind: 'starting' });
    try {
      const started = await rest.call('subscriptions/checkout', { method: 'POST', payload: { flow }, schema: moneychargeStartSchema });
      setStep({ kind: 'checkout', paymentId: started.paymentId, checkoutUrl: started.checkoutUrl });
    } catch (error) {
      if (error instanceof RestError && error.status === 401) switchTo('login', { then: flow });
      else setStep({ kind: 'plan', notice: error instanceof RestError && error.status === 409 ? 'conflict' : 'failed' });
    }
  }

  if (!loggedIn) return null;

  if (step.kind === 'success' || (running && step.kind === 'plan')) {
    const kind = plan?.kind ?? (flow === 'vxtvabo' ? 'tv' : 'vip');
    return (
      <div data-testid="subscription-success">
        <FormMessage kind="success">{t(`flows.subscription.active.${kind}`)}</FormMessage>
        <Button onClick={close} css={fullWidth}>
          {t('flows.moneycharge.done')}
        </Button>
      </div>
    );
  }

  if (step.kind === 'checkout') {
    return <CheckoutStep src={step.checkoutUrl} testId="subscription-checkout" backLabel={t('flows.subscription.back')} onBack={() => setStep({ kind: 'plan' })} />;
  }

  const notice = step.kind === 'plan' ? step.notice : undefined;
  return (
    <div>
      {notice === 'cancelled' && <FormMessage kind="info">{t('flows.moneycharge.cancelled')}</FormMessage>}
      {notice === 'paymentFailed' && <FormMessage kind="error">{t('flows.moneycharge.failed')}</FormMessage>}
      {notice === 'failed' && <FormMessage kind="error">{t('flows.errors.tryLater')}</FormMessage>}
      {notice === 'conflict' && <FormMessage kind="error">{t('flows.subscription.conflict')}</FormMessage>}
      {plans.isPending && (
        <div aria-busy="true" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
          <Skeleton height={28} />
          <Skeleton height={48} />
        </div>
      )}
      {plans.isError && <LoadError message={t('flows.subscription.loadError')} retry={() => void plans.refetch()} />}
      {plans.data && !plan && <p>{t('flows.subscription.loadError')}</p>}
      {plan && (
        <>
          <PlanTerms plan={plan} />
          <Button onClick={() => void subscribe()} disabled={step.kind === 'starting'} aria-busy={step.kind === 'starting'} css={fullWidth}>
            {step.kind === 'starting' ? t('flows.pleaseWait') : t(plan.trialDays === null ? 'flows.subscription.subscribe' : 'flows.subscription.startTrial')}
          </Button>
        </>
      )}
    </div>
  );
}
