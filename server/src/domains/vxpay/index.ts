import type { FastifyInstance } from 'fastify';
import type { AppDeps, Domain } from '../types';
import { accountRoutes } from './account-routes';
import { demoProviderRoutes } from './demo-provider';
import { paymentRoutes } from './payment-routes';

/**
 * The flows the spec names after the payment provider (spec 000 §2 payment flows, spec 001 §7.2):
 * account (signup, login, logout, password reset) and moneycharge with the demo provider.
 */
export const vxpayDomain: Domain = {
  name: 'vxpay',
  rest: async (app: FastifyInstance, deps: AppDeps) => {
    await accountRoutes(app, deps);
    await paymentRoutes(app, deps);
  },
  routes: demoProviderRoutes,
};
