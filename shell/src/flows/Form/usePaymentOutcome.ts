import { useEffect, useEffectEvent } from 'react';
import { paymentFeedback } from '../../session/paymentFeedback';
import { readPaymentMessage, type PaymentOutcome } from '../Moneycharge/paymentMessage';

/**
 * While the provider's checkout of `paymentId` is open: its messages of our own origin (success,
 * cancel, failure) go to `onOutcome` with the message's data, and a 'session expired' does not
 * reload the page meanwhile (paymentFeedback). Nothing while `paymentId` is null.
 */
export function usePaymentOutcome(paymentId: string | null, onOutcome: (outcome: PaymentOutcome, data: unknown) => void): void {
  const handle = useEffectEvent(onOutcome);
  useEffect(() => {
    if (!paymentId) return;
    const end = paymentFeedback.begin();
    const onMessage = (event: MessageEvent) => {
      const outcome = readPaymentMessage(event, window.location.origin, paymentId);
      if (outcome) handle(outcome, event.data);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      end();
    };
  }, [paymentId]);
}
