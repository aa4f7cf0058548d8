import { useEffect } from 'react';
import { usePlatform, type PaymentFlow } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { useFlow } from '../useFlow';

/**
 * A payment flow that needs an account: a visitor goes to the login first and comes back to `flow`
 * after it. Answers whether the guest is logged in: right after a login the session already holds
 * the token while the platform's guest follows a render later, and either one counts.
 */
export function useLoginFirst(flow: PaymentFlow): boolean {
  const { guest } = usePlatform();
  const { session } = useServices();
  const { switchTo } = useFlow();
  const loggedIn = guest.isLoggedIn || session.isLoggedIn === true;
  useEffect(() => {
    if (!loggedIn) switchTo('login', { then: flow });
  }, [loggedIn, switchTo, flow]);
  return loggedIn;
}
