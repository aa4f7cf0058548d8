import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, FormMessage, usePlatform } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { paymentFeedback } from '../../session/paymentFeedback';
import { fullWidth } from '../Form/FlowFields';
import { ProviderCheckout } from '../Form/ProviderCheckout';
import { useFlow } from '../useFlow';
import { readAvsMessage, requestAvsCheckout } from './avsPayRequest';

type Step = { kind: 'starting' } | { kind: 'failed' } | { kind: 'cancelled' } | { kind: 'checkout'; checkoutLink: string };

/**
 * Age verification (spec 000 §2 payment flow avs): the guest service's pay request opens the
 * provider's checkout in the dialog. The result arrives on the socket (avsPending, avsSet,
 * avsRejected), which the session applies to the guest: every gate opens at once, here too.
 */
export function AvsFlow() {
  const { t } = useTranslation('shell');
  const { guest, guestService } = usePlatform();
  const { session, flowOutcomes } = useServices();
  const { switchTo, close } = useFlow();
  const { pathname } = useLocation();
  const loggedIn = guest.isLoggedIn || session.isLoggedIn === true;
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const status = guest.avsStatus;

  useEffect(() => {
    if (!loggedIn) switchTo('login', { then: 'avs' });
  }, [loggedIn, switchTo]);

  const needsCheckout = loggedIn && status !== 'accepted' && status !== 'pending';
  useEffect(() => {
    if (!needsCheckout) return;
    let current = true;
    requestAvsCheckout(guestService, pathname).then(
      (checkoutLink) => current && setStep({ kind: 'checkout', checkoutLink }),
      () => current && setStep({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // A new check per attempt (after a rejection or a cancel); the page stays the same while the dialog is open.
  }, [needsCheckout, attempt, guestService, pathname]);

  // While the checkout is open, a 'session expired' must not reload the page.
  // Until the provider has the check: pending and decided checks are followed on the socket.
  const open = step.kind === 'checkout' && needsCheckout;
  useEffect(() => {
    if (!open) return;
    const end = paymentFeedback.begin();
    const onMessage = (event: MessageEvent) => {
      if (readAvsMessage(event, window.location.origin) === 'cancelled') setStep({ kind: 'cancelled' });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      end();
    };
  }, [open]);

  useEffect(() => {
    if (status === 'accepted') flowOutcomes.complete('avs');
  }, [status, flowOutcomes]);

  if (!loggedIn) return null;
  const again = () => {
    setStep({ kind: 'starting' });
    setAttempt((count) => count + 1);
  };

  if (status === 'accepted') {
    return (
      <div data-testid="avs-accepted">
        <FormMessage kind="success">{t('flows.avs.accepted')}</FormMessage>
        <Button onClick={close} css={fullWidth}>
          {t('flows.avs.done')}
        </Button>
      </div>
    );
  }
  if (status === 'pending') {
    return (
      <p role="status" data-testid="avs-pending">
        {t('flows.avs.pending')}
      </p>
    );
  }
  return (
    <div>
      {status === 'rejected' && (
        <FormMessage kind="error">{t('flows.avs.rejected', { message: guest.avsRejectMessage ?? '' })}</FormMessage>
      )}
      {step.kind === 'cancelled' && <FormMessage kind="info">{t('flows.avs.cancelled')}</FormMessage>}
      {step.kind === 'failed' && <FormMessage kind="error">{t('flows.errors.tryLater')}</FormMessage>}
      {step.kind === 'starting' && <p role="status">{t('flows.pleaseWait')}</p>}
      {step.kind === 'checkout' ? (
        <>
          <p css={(theme) => ({ margin: `0 0 ${theme.space(3)}px`, color: theme.colors.textMuted })}>{t('flows.avs.intro')}</p>
          <ProviderCheckout src={step.checkoutLink} title={t('flows.avs.checkoutTitle')} testId="avs-checkout" maxHeight={520} />
        </>
      ) : (
        step.kind !== 'starting' && (
          <Button onClick={again} css={fullWidth}>
            {t('flows.avs.retry')}
          </Button>
        )
      )}
    </div>
  );
}
