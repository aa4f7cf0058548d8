import type { Domain } from '../types';
import { demoSubscriptionRoutes } from './demo-routes';
import { startRenewals } from './renewal';
import { subscriptionRoutes } from './rest';

/** How often the renewal job looks for periods that are over. */
export const RENEWAL_EVERY_MS = 30_000;

/**
 * VIP and TV subscriptions (server/docs/subscriptions.md): bought through the payment provider,
 * renewed monthly on the server's clock, cancellable; they set the guest's isVip, hasTvAbo and
 * hadTvAbo.
 */
export const subscriptionsDomain: Domain = {
  name: 'subscriptions',
  rest: subscriptionRoutes,
  routes: demoSubscriptionRoutes,
  start: ({ database, hub }) =>
    startRenewals(database.db, hub, {
      clock: () => new Date(),
      everyMs: RENEWAL_EVERY_MS,
      // Start has no logger; a failed pass is retried at the next tick.
      onError: (error) => process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'subscription renewal failed', err: String(error) })}\n`),
    }),
};
