import { eq } from 'drizzle-orm';
import { boughtMessengerGiftSchema, messengerGiftSchema } from '@vx/shared/protocol';
import { get, post, signupGuest } from '../../../testing/http';
import { useTestServer } from '../../../testing/server';
import { guests } from '../../guests/schema';
import { messengerBoughtGifts } from '../message-schema';

describe('messengerGifts and boughtMessengerGifts (query service)', () => {
  const server = useTestServer();
  const db = () => server.database.db;
  const vxql = (token: string, query: string, language = 'en') => post(`${server.url}/vxql?language=${language}`, { query }, { token });
  const giftsQuery = '{ messengerGifts { id name price { value currency } imageUrl active vip categoryId translations { language name value } } }';

  it('offers the active gifts with names in the request’s language and all four translations; VIP-only ones to VIPs only', async () => {
    const guest = await signupGuest(server.url);
    const gifts = (await vxql(guest.token, giftsQuery, 'de')).body.data.messengerGifts;
    for (const gift of gifts) expect(messengerGiftSchema.safeParse(gift).success).toBe(true);
    expect(gifts.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gifts[1]).toMatchObject({ id: 2, name: 'Herz', price: { value: 20, currency: 'VXC' }, vip: false });
    expect(gifts[1].translations.map((t: { language: string; name: string }) => `${t.language}:${t.name}`)).toEqual(['de:Herz', 'en:Heart', 'nl:Hart', 'es:Corazón']);
    expect((await vxql(guest.token, giftsQuery, 'es')).body.data.messengerGifts[0].name).toBe('Rosa');
    await db().update(guests).set({ isVip: true }).where(eq(guests.id, guest.guestId));
    const vip = (await vxql(guest.token, giftsQuery, 'nl')).body.data.messengerGifts;
    expect(vip.find((g: { id: number }) => g.id === 7)).toMatchObject({ name: 'Kroon', vip: true });
  });

  it('boughtMessengerGifts lists the guest’s own unsent gifts only; visitors are refused', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    await db().insert(messengerBoughtGifts).values([
      { guestId: guest.guestId, giftId: 3, quantity: 2 },
      { guestId: guest.guestId, giftId: 1, quantity: 0 },
      { guestId: other.guestId, giftId: 2, quantity: 5 },
    ]);
    const bought = (await vxql(guest.token, '{ boughtMessengerGifts { giftId quantity } }')).body.data.boughtMessengerGifts;
    expect(bought).toEqual([{ giftId: 3, quantity: 2 }]);
    expect(boughtMessengerGiftSchema.safeParse(bought[0]).success).toBe(true);
    const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    expect((await vxql(visitor, '{ boughtMessengerGifts { giftId } }')).body.errors[0].message).toBe('Login required');
    expect((await vxql(visitor, giftsQuery)).body.errors[0].message).toBe('Login required');
  });
});
