/**
 * The gift message rule (spec 000 §4 "Gift message"): owned (bought) gifts are used first, and the
 * message price is the sum of the prices of the gifts not covered by owned ones. Shared so the server's
 * charge and the composer's shown price are one rule.
 */

export interface WantedGift {
  giftId: number;
  quantity: number;
}

export interface GiftPricing {
  price: number;
  /** Owned gifts this message uses, per gift id. */
  ownedUsed: Map<number, number>;
}

export function priceGifts(wanted: readonly WantedGift[], prices: ReadonlyMap<number, number>, owned: ReadonlyMap<number, number>): GiftPricing {
  const left = new Map(owned);
  const ownedUsed = new Map<number, number>();
  let price = 0;
  for (const { giftId, quantity } of wanted) {
    const covered = Math.min(quantity, left.get(giftId) ?? 0);
    left.set(giftId, (left.get(giftId) ?? 0) - covered);
    if (covered > 0) ownedUsed.set(giftId, (ownedUsed.get(giftId) ?? 0) + covered);
    price += (quantity - covered) * (prices.get(giftId) ?? 0);
  }
  return { price, ownedUsed };
}
