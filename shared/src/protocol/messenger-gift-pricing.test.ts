import { priceGifts } from './messenger-gift-pricing';

describe('priceGifts (spec 000 §4 Gift message)', () => {
  const prices = new Map([
    [1, 10],
    [2, 50],
  ]);

  it('charges every gift when none is owned', () => {
    expect(priceGifts([{ giftId: 1, quantity: 2 }, { giftId: 2, quantity: 1 }], prices, new Map()).price).toBe(70);
  });

  it('charges only the gifts not covered by owned ones', () => {
    const result = priceGifts([{ giftId: 1, quantity: 3 }, { giftId: 2, quantity: 1 }], prices, new Map([[1, 2]]));
    expect(result.price).toBe(60);
    expect([...result.ownedUsed]).toEqual([[1, 2]]);
  });

  it('uses an owned gift once even when it is listed twice', () => {
    const result = priceGifts([{ giftId: 1, quantity: 1 }, { giftId: 1, quantity: 1 }], prices, new Map([[1, 1]]));
    expect(result.price).toBe(10);
    expect(result.ownedUsed.get(1)).toBe(1);
  });
});
