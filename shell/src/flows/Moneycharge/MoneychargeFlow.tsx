import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Button,
  chargePackageSchema,
  formatMoney,
  FormMessage,
  LoadError,
  moneychargeStartSchema,
  RestError,
  Skeleton,
  usePlatform,
  type ChargePackage,
} from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { fullWidth } from '../Form/FlowFields';
import { CheckoutStep } from '../Form/CheckoutStep';
import { useLoginFirst } from '../Form/useLoginFirst';
import { usePaymentOutcome } from '../Form/usePaymentOutcome';
import { useFlow } from '../useFlow';
import { readPaymentBonus } from './paymentMessage';

export const packagesSchema = z.object({ packages: z.array(chargePackageSchema) });

type Step =
  | { kind: 'choose'; notice?: 'cancelled' | 'failed' | 'paymentFailed' }
  | { kind: 'starting'; packageId: string }
  | { kind: 'checkout'; paymentId: string; checkoutUrl: string }
  /** `bonusCoins`: the extra coins of a held top-up bonus this payment brought (0 for none). */
  | { kind: 'success'; bonusCoins: number };

function price(item: ChargePackage, language: string): string {
  return formatMoney(item.priceCents, item.currency, language);
}

/**
 * Top-up: GET vxpay/packages, POST vxpay/moneycharge {packageId} → the provider's checkout page
 * in an iframe. The provider posts 'vxpay:success' or 'vxpay:cancel'; the balance itself comes
 * over the socket (guestBalance), with a balance refresh as the fallback. A paid top-up completes
 * the flow for its opener (a purchase waiting for coins).
 */
export function MoneychargeFlow() {
  const { t } = useTranslation('shell');
  const { rest, guest, language } = usePlatform();
  const { session, flowOutcomes } = useServices();
  const { switchTo, close } = useFlow();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // Topping up needs an account.
  const loggedIn = useLoginFirst('moneycharge');

  const packages = useQuery({
    queryKey: ['vxpay/packages', language],
    queryFn: ({ signal }) => rest.call('vxpay/packages', { schema: packagesSchema, signal }),
    enabled: loggedIn,
  });

  usePaymentOutcome(step.kind === 'checkout' ? step.paymentId : null, (outcome, data) => {
    if (outcome === 'success') {
      setStep({ kind: 'success', bonusCoins: readPaymentBonus(data) });
      // A purchase that opened this top-up goes on when the dialog closes.
      flowOutcomes.complete('moneycharge');
      session.refreshBalance().catch(() => undefined);
    } else if (outcome === 'cancel') {
      setStep({ kind: 'choose', notice: 'cancelled' });
    } else {
      setStep({ kind: 'choose', notice: 'paymentFailed' });
    }
  });

  async function choose(item: ChargePackage) {
    setStep({ kind: 'starting', packageId: item.id });
    try {
      const started = await rest.call('vxpay/moneycharge', {
        method: 'POST',
        payload: { packageId: item.id },
        schema: moneychargeStartSchema,
      });
      setStep({ kind: 'checkout', paymentId: started.paymentId, checkoutUrl: started.checkoutUrl });
    } catch (error) {
      if (error instanceof RestError && error.status === 401) switchTo('login', { then: 'moneycharge' });
      else setStep({ kind: 'choose', notice: 'failed' });
    }
  }

  if (!loggedIn) return null;

  if (step.kind === 'success') {
    return (
      <div data-testid="moneycharge-success">
        <FormMessage kind="success">{t('flows.moneycharge.success')}</FormMessage>
        {step.bonusCoins > 0 && (
          <p data-testid="moneycharge-bonus" css={(theme) => ({ margin: `0 0 ${theme.space(3)}px`, fontWeight: 700 })}>
            {t('flows.moneycharge.bonus', { count: step.bonusCoins })}
          </p>
        )}
        <p css={(theme) => ({ margin: `0 0 ${theme.space(4)}px` })}>
          {t('flows.moneycharge.balance')} <strong>{guest.balanceFormatted}</strong>
        </p>
        <Button onClick={close} css={fullWidth}>
          {t('flows.moneycharge.done')}
        </Button>
      </div>
    );
  }

  if (step.kind === 'checkout') {
    return <CheckoutStep src={step.checkoutUrl} testId="moneycharge-checkout" backLabel={t('flows.moneycharge.back')} onBack={() => setStep({ kind: 'choose' })} />;
  }

  return (
    <div>
      {step.kind === 'choose' && step.notice === 'cancelled' && (
        <FormMessage kind="info">{t('flows.moneycharge.cancelled')}</FormMessage>
      )}
      {step.kind === 'choose' && step.notice === 'failed' && (
        <FormMessage kind="error">{t('flows.errors.tryLater')}</FormMessage>
      )}
      {step.kind === 'choose' && step.notice === 'paymentFailed' && (
        <FormMessage kind="error">{t('flows.moneycharge.failed')}</FormMessage>
      )}
      <p css={(theme) => ({ margin: `0 0 ${theme.space(3)}px` })}>
        {t('flows.moneycharge.current')} <strong>{guest.balanceFormatted}</strong>
      </p>
      <h3 id="moneycharge-packages" css={(theme) => ({ fontSize: theme.fontSize.lead, margin: `0 0 ${theme.space(3)}px` })}>
        {t('flows.moneycharge.choose')}
      </h3>
      {packages.isPending && (
        <div css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={56} />
          ))}
        </div>
      )}
      {packages.isError && <LoadError message={t('flows.moneycharge.loadError')} retry={() => void packages.refetch()} />}
      {packages.data && packages.data.packages.length === 0 && <p>{t('flows.moneycharge.none')}</p>}
      {packages.data && packages.data.packages.length > 0 && (
        <ul aria-labelledby="moneycharge-packages" css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
          {packages.data.packages.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={step.kind === 'starting'}
                aria-busy={step.kind === 'starting' && step.packageId === item.id}
                onClick={() => void choose(item)}
                css={(theme) => ({
                  width: '100%',
                  minHeight: 56,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: theme.space(3),
                  padding: `0 ${theme.space(4)}px`,
                  font: 'inherit',
                  color: theme.colors.text,
                  background: theme.colors.surfaceRaised,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radius,
                  cursor: 'pointer',
                  '&:hover:not(:disabled)': { borderColor: theme.colors.primary },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
                  '&:disabled': { cursor: 'progress', opacity: 0.7 },
                })}
              >
                <span css={(theme) => ({ fontWeight: 700, fontSize: theme.fontSize.lead })}>{t('flows.moneycharge.coins', { count: item.coins })}</span>
                <span>
                  {step.kind === 'starting' && step.packageId === item.id ? t('flows.pleaseWait') : price(item, language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
