import type { FastifyInstance } from 'fastify';
import type { AppDeps, Domain } from '../types';
import { accountRoutes } from './account-routes';
import { selectPaymentProvider } from './payment-provider';
import { paymentRoutes } from './payment-routes';

/**
 * The flows the spec names after the payment provider (spec 000 §2 payment flows, spec 001 §7.2):
 * account (signup, login, logout, password reset) and moneycharge with the provider chosen at start.
 */
export const vxpayDomain: Domain = {
  name: 'vxpay',
  rest: async (app: FastifyInstance, deps: AppDeps) => {
    await accountRoutes(app, deps);
    await paymentRoutes(app, deps, selectPaymentProvider(deps));
  },
  routes: async (app: FastifyInstance, deps: AppDeps) => {
    await selectPaymentProvider(deps)?.routes?.(app, deps);
  },
};
