import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod/mini';
import { spinResultSchema, spinRewardSchema, spinwheelInfoSchema, useBusEvent, usePlatform } from '@vx/shared';
import { rewardKeys } from './rewards';

/**
 * The loyalty spin wheel (spec 001 §7.4: info query, doSpin, redeemReward, tryMigrate,
 * claimCoinLoyaltyBonus). The server draws every result; the page only shows it.
 */
export const spinwheelKeys = {
  all: ['myarea', 'spinwheel'] as const,
  info: (guestId: number | null) => ['myarea', 'spinwheel', 'info', guestId] as const,
};

const RESULT = 'id segment type bonuscode coins freeSpins messengerGift voucher { type amount }';
export const SPINWHEEL_QUERY = `query Spinwheel { loyaltySpinwheel(type: "loyalty") {
  spinwheelActive lastSpinDate points spins segments { type amount } monthlyRewards { points spins reached }
  coinLoyaltyBonusState { state coins requiredPoints } spinRewardHistory { ${RESULT} status createdAt }
} }`;
export const SPIN_MUTATION = `mutation DoSpin { doSpin(type: "loyalty") { ${RESULT} } }`;
export const REDEEM_REWARD_MUTATION = `mutation RedeemReward($id: Int!) { redeemReward(id: $id) { ${RESULT} status createdAt } }`;
export const CLAIM_BONUS_MUTATION = 'mutation ClaimCoinLoyaltyBonus { claimCoinLoyaltyBonus }';
export const TRY_MIGRATE_MUTATION = 'mutation TryMigrate { tryMigrate }';

const infoAnswer = z.object({ loyaltySpinwheel: spinwheelInfoSchema });
const spinAnswer = z.object({ doSpin: spinResultSchema });
const redeemAnswer = z.object({ redeemReward: spinRewardSchema });
const claimAnswer = z.object({ claimCoinLoyaltyBonus: z.int() });
const migrateAnswer = z.object({ tryMigrate: z.boolean() });

function useReload() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: spinwheelKeys.all }), client.invalidateQueries({ queryKey: rewardKeys.all })]);
}

/**
 * The wheel's info. Before the first load the guest's former wheel is moved over (tryMigrate, once a
 * visit; the server answers whether there was anything), and new loyalty points reload the info.
 */
export function useSpinwheel() {
  const { vxql, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const reload = useReload();
  useBusEvent('loyaltyPointsChanged', () => void reload());
  const migrate = useMutation({ mutationFn: () => vxql.request(TRY_MIGRATE_MUTATION, {}, migrateAnswer) });
  const { mutate: tryMigrate, isIdle } = migrate;
  useEffect(() => {
    if (guestId !== null && isIdle) tryMigrate();
  }, [guestId, isIdle, tryMigrate]);
  return useQuery({
    queryKey: spinwheelKeys.info(guestId),
    queryFn: () => vxql.request(SPINWHEEL_QUERY, {}, infoAnswer).then((answer) => answer.loyaltySpinwheel),
    // A migration that moved spins must show in the first answer; a failed one must not hide the wheel.
    enabled: guestId !== null && !migrate.isPending && !isIdle,
  });
}

/** One spin. The info reloads only after the wheel has stopped (`settle`), so the count does not jump ahead of the wheel. */
export function useSpin() {
  const { vxql } = usePlatform();
  const reload = useReload();
  const spin = useMutation({ mutationFn: () => vxql.request(SPIN_MUTATION, {}, spinAnswer).then((answer) => answer.doSpin) });
  return { spin, settle: reload };
}

export function useRedeemReward() {
  const { vxql } = usePlatform();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => vxql.request(REDEEM_REWARD_MUTATION, { id }, redeemAnswer).then((answer) => answer.redeemReward),
    onSettled: reload,
  });
}

export function useClaimCoinLoyaltyBonus() {
  const { vxql } = usePlatform();
  const reload = useReload();
  return useMutation({
    mutationFn: () => vxql.request(CLAIM_BONUS_MUTATION, {}, claimAnswer).then((answer) => answer.claimCoinLoyaltyBonus),
    onSettled: reload,
  });
}
