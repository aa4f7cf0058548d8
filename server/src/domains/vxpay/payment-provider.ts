import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../types';
import type { PaymentRow } from '../wallet/schema';
import { demoPaymentProvider } from './demo-provider';
import type { PaymentCallback, PaymentOutcome } from './signature';

/**
 * The payment provider as the moneycharge flow sees it (DESIGN §4). A real provider implements
 * this; the demo provider is the stand-in for development and tests.
 */
export interface PaymentProvider {
  /** Where the guest pays: the provider's page, or a path on our own origin (never built from Host). */
  createCheckout(payment: PaymentRow): Promise<{ checkoutUrl: string }>;
  /**
   * The provider's browser callback for `outcome`, authenticated. It only says what the provider
   * claims; the caller compares it with our payment row before anything changes.
   */
  verifyCallback(outcome: PaymentOutcome, query: unknown): { callback: PaymentCallback } | { error: string };
  /** Pages a stand-in provider serves from this process. */
  routes?(app: FastifyInstance, deps: AppDeps): Promise<void>;
}

/** Chosen at start: the demo provider with DEMO_PROVIDERS=on, otherwise none (payments unavailable). */
export function selectPaymentProvider({ config, secrets }: Pick<AppDeps, 'config' | 'secrets'>): PaymentProvider | null {
  return config.DEMO_PROVIDERS === 'on' ? demoPaymentProvider(secrets.payment) : null;
}
