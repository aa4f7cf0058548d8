import { coinsForEuroCents } from '@vx/shared/money';
import type { ChargePackage } from '@vx/shared/protocol';

/** The coin packages on offer (moneycharge flow); coins are euro × 4 rounded up (spec 001 §9). */
export const CHARGE_PACKAGES: readonly ChargePackage[] = [499, 999, 2499, 4999].map((priceCents) => ({
  id: `eur-${priceCents}`,
  priceCents,
  currency: 'EUR' as const,
  coins: coinsForEuroCents(priceCents),
}));

export function findPackage(id: string): ChargePackage | undefined {
  return CHARGE_PACKAGES.find((p) => p.id === id);
}
