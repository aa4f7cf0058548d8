import type { MessengerGift } from '@vx/shared';

/** A gift as messengerGifts answers it (English name "Gift{id}") with English and German names; tests change what they look at. */
export const giftOf = (id: number, value: number, overrides: Partial<MessengerGift> = {}): MessengerGift => ({
  id,
  name: `Gift${id}`,
  price: { value, currency: 'VXC' },
  imageUrl: `/gifts/${id}.png`,
  active: true,
  vip: false,
  categoryId: 1,
  translations: [
    { language: 'en', name: `Rose${id}`, value },
    { language: 'de', name: `Rose${id}-de`, value },
  ],
  ...overrides,
});
