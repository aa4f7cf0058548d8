/**
 * Whether a payment flow waits for the provider's answer. While it does, a 'session expired'
 * event must not reload the page (spec 001 §7.3), or the guest would lose the payment feedback.
 */
let pending = 0;

export const paymentFeedback = {
  begin(): () => void {
    pending += 1;
    let ended = false;
    return () => {
      if (!ended) pending -= 1;
      ended = true;
    };
  },
  get isPending(): boolean {
    return pending > 0;
  },
};
