import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { graphQLCode, subscriptionListSchema, subscriptionPlanSchema, useBusEvent, useCoinPurchase, useGuestScope, usePlatform, videoListSchema, voucherSchema } from '@vx/shared';
import { DAILY_BONUS_OFFERS, type DailyBonusDay } from '@vx/shared/events';

/**
 * The daily bonus and the VIP club (spec 001 §7.4 daily bonus days, purchaseDailyBonus; §7.2
 * videos/filtered, subscriptions; server/docs/rewards.md). Every key starts with `rewardKeys.all`
 * and closes with the guest scope, so a login or a purchase reloads what depends on the guest.
 */
export const rewardKeys = {
  all: ['events', 'rewards'] as const,
  dailyBonusDays: (scope: readonly unknown[]) => ['events', 'rewards', 'dailyBonusDays', ...scope] as const,
  vipVideos: (scope: readonly unknown[]) => ['events', 'rewards', 'vipVideos', ...scope] as const,
  vipSubscription: (guestId: number | null, isVip: boolean) => ['events', 'rewards', 'vipSubscription', guestId, isVip] as const,
  vipPlan: (language: string) => ['events', 'rewards', 'vipPlan', language] as const,
  vouchers: (guestId: number | null) => ['events', 'rewards', 'vouchers', guestId] as const,
};

const content = z.object({ type: z.enum(['video', 'album']), id: z.int(), title: z.string(), actorId: z.int(), actorName: z.string() });
const daySchema = z.object({
  date: z.string(),
  offer: z.enum(DAILY_BONUS_OFFERS),
  conditions: z.object({ vip: z.boolean(), minTopUp: z.nullable(z.int()) }),
  effect: z.object({ amount: z.int() }),
  quantity: z.int(),
  price: z.int(),
  free: z.boolean(),
  purchased: z.boolean(),
  content: z.nullable(content),
});
const daysAnswer = z.object({ dailyBonusDays: z.object({ previous: daySchema, current: daySchema, next: daySchema }) });
const purchaseAnswer = z.object({ purchaseDailyBonus: z.object({ balance: z.int(), day: z.object({ date: z.string(), purchased: z.boolean() }) }) });

const DAY = 'date offer conditions { vip minTopUp } effect { amount } quantity price free purchased content { type id title actorId actorName }';
export const DAILY_BONUS_DAYS_QUERY = `query DailyBonusDays { dailyBonusDays { previous { ${DAY} } current { ${DAY} } next { ${DAY} } } }`;
export const PURCHASE_DAILY_BONUS = 'mutation PurchaseDailyBonus($date: String!) { purchaseDailyBonus(date: $date) { balance day { date purchased } } }';

/** Yesterday's, today's and tomorrow's offers (anyone; `purchased` is the guest's). */
export function useDailyBonusDays() {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: rewardKeys.dailyBonusDays(scope),
    queryFn: () => vxql.request(DAILY_BONUS_DAYS_QUERY, {}, daysAnswer).then((answer) => answer.dailyBonusDays),
  });
}

/** The refusals of purchaseDailyBonus the page names (the rest are a plain failure). */
const KNOWN_REFUSALS = ['ALREADY_PURCHASED', 'NOT_TODAY', 'VIP_REQUIRED', 'INSUFFICIENT_BALANCE'];

/**
 * Buys (or claims, when free) today's offer through the shared coin purchase: the visitor logs in,
 * the guest is asked the price, too few coins open the top-up. The server buys once per guest and
 * day whatever the key, so a retry or a second tab is answered ALREADY_PURCHASED and charges nothing.
 */
export function usePurchaseDailyBonus(day: DailyBonusDay) {
  const { vxql } = usePlatform();
  const client = useQueryClient();
  return useCoinPurchase({
    offer: { item: 'deal', price: day.price },
    tracking: { source: 'dailyDeals', data: { date: day.date, offer: day.offer, price: day.price } },
    request: async () => {
      try {
        await vxql.request(PURCHASE_DAILY_BONUS, { date: day.date }, purchaseAnswer);
        return { success: true };
      } catch (error) {
        const code = graphQLCode(error);
        if (code && KNOWN_REFUSALS.includes(code)) return { success: false, errorCode: code.toLowerCase() };
        throw error;
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

const VIP_VIDEOS = { filter: { types: ['vip'], excludedTypes: [], tags: [], actingGroups: [] }, order: 'newest', page: 1, pageSize: 8 };

/** The newest VIP videos of the catalogue (videos/filtered, type vip): the club's VIP-only content. */
export function useVipVideos() {
  const { rest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: rewardKeys.vipVideos(scope),
    queryFn: ({ signal }) => rest.call('videos/filtered', { payload: VIP_VIDEOS, schema: videoListSchema, signal }).then((answer) => answer.items),
  });
}

/**
 * The guest's running VIP subscription (GET subscriptions), keyed on his VIP flag so the socket's
 * vipAboUpdate (which updates the flag) reads it again; visitors ask nothing.
 */
export function useVipSubscription() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  useBusEvent('vipAboUpdate', () => void client.invalidateQueries({ queryKey: ['events', 'rewards', 'vipSubscription'] }));
  return useQuery({
    queryKey: rewardKeys.vipSubscription(guest.id, guest.isVip),
    queryFn: ({ signal }) =>
      rest.call('subscriptions', { schema: subscriptionListSchema, signal }).then((answer) => answer.subscriptions.find((item) => item.kind === 'vip' && item.status !== 'ended') ?? null),
    enabled: guest.isLoggedIn,
  });
}

const plansAnswer = z.object({ plans: z.array(subscriptionPlanSchema) });

/** The VIP subscription's plan (GET subscriptions/plans, flow vipabo): its monthly price. */
export function useVipPlan() {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: rewardKeys.vipPlan(language),
    queryFn: ({ signal }) => rest.call('subscriptions/plans', { schema: plansAnswer, signal }).then((answer) => answer.plans.find((plan) => plan.flow === 'vipabo') ?? null),
  });
}

const vouchersAnswer = z.object({ guestVouchers: z.array(voucherSchema) });
export const GUEST_VOUCHERS_QUERY = 'query GuestVouchers { guestVouchers { id guestId type actorId amount validFrom validTo actors { id name } } }';

/** The guest's valid vouchers (a bought video voucher shows here); the socket's `vouchers` reloads them. */
export function useGuestVouchers() {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  useBusEvent('vouchers', () => void client.invalidateQueries({ queryKey: rewardKeys.vouchers(guest.id) }));
  return useQuery({
    queryKey: rewardKeys.vouchers(guest.id),
    queryFn: () => vxql.request(GUEST_VOUCHERS_QUERY, {}, vouchersAnswer).then((answer) => answer.guestVouchers),
    enabled: guest.isLoggedIn,
  });
}
