import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  acceptCancellationOfferResponseSchema,
  bonusCodeSchema,
  canRedeemSchema,
  guestBenefitSchema,
  redeemBonusResponseSchema,
  remainingBonusCodeSchema,
  RestError,
  useBusEvent,
  usePlatform,
  voucherSchema,
  type BonusCodeRefusal,
  type VxqlClient,
} from '@vx/shared';

/**
 * The guest's vouchers, benefits and bonus codes (spec 001 §7.4 guest vouchers, benefits, canRedeem,
 * bonusCode, remainingBonusCodes; §7.2 guest/redeemBonus, guest/acceptCancellationOffer). Every key
 * closes with the guest's id and starts with `rewardKeys.all`, so a redemption reloads them all.
 */
export const rewardKeys = {
  all: ['myarea', 'rewards'] as const,
  vouchers: (guestId: number | null) => ['myarea', 'rewards', 'vouchers', guestId] as const,
  benefits: (guestId: number | null) => ['myarea', 'rewards', 'benefits', guestId] as const,
  remaining: (guestId: number | null) => ['myarea', 'rewards', 'remainingBonusCodes', guestId] as const,
  code: (guestId: number | null, code: string) => ['myarea', 'rewards', 'bonusCode', guestId, code] as const,
};

const TIERS = 'tiers { from amount }';
export const VOUCHERS_QUERY = 'query GuestVouchers { guestVouchers { id guestId type actorId amount validFrom validTo actors { id name } } }';
export const BENEFITS_QUERY = `query Benefits { benefits { id type amount ${TIERS} source validTo createdAt usedAt usedCoins } }`;
export const REMAINING_QUERY = 'query RemainingBonusCodes { remainingBonusCodes { code remainingCount validTo } }';
export const BONUS_CODE_QUERY = `query BonusCode($code: String!) {
  canRedeem(code: $code) { canRedeem reason }
  bonusCode(code: $code) { code config { containsTopUpBenefit validTo conditions { requireMobileAuth vip } } benefits { type amount ${TIERS} voucherType } }
}`;

const vouchersAnswer = z.object({ guestVouchers: z.array(voucherSchema) });
const benefitsAnswer = z.object({ benefits: z.array(guestBenefitSchema) });
const remainingAnswer = z.object({ remainingBonusCodes: z.array(remainingBonusCodeSchema) });
const bonusCodeAnswer = z.object({ canRedeem: canRedeemSchema, bonusCode: z.nullable(bonusCodeSchema) });
export type BonusCodeCheck = z.infer<typeof bonusCodeAnswer>;

function useGuestId(): number | null {
  const { guest } = usePlatform();
  return guest.isLoggedIn ? guest.id : null;
}

/** The socket's word that vouchers or codes changed (another tab, the spin wheel) reloads the lists. */
function useRewardsLive() {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: rewardKeys.all });
  useBusEvent('vouchers', reload);
  useBusEvent('bonusCodeRedeemed', reload);
}

/** A list of the guest's from the query service; visitors ask for none. */
function useGuestList<T>(key: (guestId: number | null) => readonly unknown[], load: (vxql: VxqlClient) => Promise<T>) {
  const { vxql } = usePlatform();
  const guestId = useGuestId();
  return useQuery({ queryKey: key(guestId), queryFn: () => load(vxql), enabled: guestId !== null });
}

export function useVouchers() {
  useRewardsLive();
  return useGuestList(rewardKeys.vouchers, (vxql) => vxql.request(VOUCHERS_QUERY, {}, vouchersAnswer).then((answer) => answer.guestVouchers));
}

/** The guest's benefits; a new balance reloads them, as a top-up may have used a held top-up bonus. */
export function useBenefits() {
  const client = useQueryClient();
  const guestId = useGuestId();
  useBusEvent('guestBalance', () => void client.invalidateQueries({ queryKey: rewardKeys.benefits(guestId) }));
  return useGuestList(rewardKeys.benefits, (vxql) => vxql.request(BENEFITS_QUERY, {}, benefitsAnswer).then((answer) => answer.benefits));
}

export const useRemainingBonusCodes = () =>
  useGuestList(rewardKeys.remaining, (vxql) => vxql.request(REMAINING_QUERY, {}, remainingAnswer).then((answer) => answer.remainingBonusCodes));

/** A code the guest typed, checked: whether he may redeem it (and why not) and what it gives. `null` asks nothing. */
export function useBonusCodeCheck(code: string | null) {
  const { vxql } = usePlatform();
  const guestId = useGuestId();
  return useQuery({
    queryKey: rewardKeys.code(guestId, code ?? ''),
    queryFn: () => vxql.request(BONUS_CODE_QUERY, { code }, bonusCodeAnswer),
    enabled: guestId !== null && code !== null,
  });
}

/** The refusals guest/redeemBonus answers, by HTTP status (the REST client keeps only the status, spec 001 §7.1). */
const REFUSAL_BY_STATUS: Record<number, BonusCodeRefusal> = {
  404: 'bonus_code_not_found',
  409: 'bonus_code_already_redeemed',
  410: 'bonus_code_expired',
};

/** Why a redemption failed, when the server said: its refusal, else undefined (a network failure). */
export const refusalOfRedeem = (error: unknown): BonusCodeRefusal | undefined =>
  error instanceof RestError ? REFUSAL_BY_STATUS[error.status] : undefined;

/** guest/redeemBonus; afterwards every list of the domain loads again (the socket brings the balance). */
export function useRedeemBonus() {
  const { rest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => rest.call('guest/redeemBonus', { method: 'POST', payload: { code }, schema: redeemBonusResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

/** guest/acceptCancellationOffer for the guest himself. */
export function useAcceptCancellationOffer() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platformText: string) =>
      rest.call('guest/acceptCancellationOffer', {
        method: 'POST',
        payload: { guest_id: guest.id, platform_text: platformText },
        schema: acceptCancellationOfferResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
