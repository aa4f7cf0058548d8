import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { boughtMessengerGiftSchema, messengerGiftSchema, useBusEvent, usePlatform, type BoughtMessengerGift } from '@vx/shared';

/** The messenger's gift catalogue and the guest's bought, unsent gifts (spec 001 §7.4). */
export const giftKeys = {
  catalogue: (guestId: number | null, language: string) => ['messengerGifts', guestId, language] as const,
  bought: (guestId: number | null) => ['boughtMessengerGifts', guestId] as const,
};

/** The server's queries, as documented beside messengerGiftSchema (shared/src/protocol/messenger-messages.ts). */
export const GIFTS_QUERY = '{ messengerGifts { id name price { value currency } imageUrl active vip categoryId translations { language name value } } }';
export const BOUGHT_GIFTS_QUERY = '{ boughtMessengerGifts { giftId quantity } }';

const giftsAnswerSchema = z.object({ messengerGifts: z.array(messengerGiftSchema) });
const boughtAnswerSchema = z.object({ boughtMessengerGifts: z.array(boughtMessengerGiftSchema) });

/** The active gifts the guest may send (VIP-only ones for a VIP guest only), per page language. */
export function useMessengerGifts() {
  const { vxql, guest, language } = usePlatform();
  return useQuery({
    queryKey: giftKeys.catalogue(guest.isLoggedIn ? guest.id : null, language),
    queryFn: () => vxql.request(GIFTS_QUERY, {}, giftsAnswerSchema).then((answer) => answer.messengerGifts),
    enabled: guest.isLoggedIn,
  });
}

/** Gift id to owned quantity, from the socket's bought-gifts update (gift ids as keys, spec 001 §7.3). */
export const ownedFromUpdate = (boughtGifts: Record<string, number>): BoughtMessengerGift[] =>
  Object.entries(boughtGifts)
    .map(([giftId, quantity]) => ({ giftId: Number(giftId), quantity }))
    .filter((gift) => Number.isSafeInteger(gift.giftId) && gift.giftId > 0 && gift.quantity > 0);

/**
 * The guest's owned gifts as gift id to quantity. The socket's bought-gifts update (a purchase, a grant,
 * a sent gift message) replaces the cached counts, so the composer never prices with stale ones.
 */
export function useOwnedGifts(): ReadonlyMap<number, number> {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  const key = giftKeys.bought(guest.isLoggedIn ? guest.id : null);
  useBusEvent('boughtGiftsUpdate', ({ boughtGifts }) => client.setQueryData(key, ownedFromUpdate(boughtGifts)));
  const bought = useQuery({
    queryKey: key,
    queryFn: () => vxql.request(BOUGHT_GIFTS_QUERY, {}, boughtAnswerSchema).then((answer) => answer.boughtMessengerGifts),
    enabled: guest.isLoggedIn,
  });
  return useMemo(() => new Map((bought.data ?? []).map((gift) => [gift.giftId, gift.quantity])), [bought.data]);
}
