import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useBusEvent, usePlatform } from '@vx/shared';

const count = z.int().check(z.gte(0));

/** The sidebar data of the personal area (spec 001 §7.4), as server/src/domains/myarea answers it. */
export const sidebarDataSchema = z.object({
  balance: z.int(),
  balanceFormatted: z.string(),
  isVip: z.boolean(),
  hasTvAbo: z.boolean(),
  hadTvAbo: z.boolean(),
  boughtVideosCount: count,
  boughtPhotosCount: count,
  boughtAlbumsCount: count,
  pinnedFavouritesCount: count,
  onlineFavouritesCount: count,
  videochatsCount: count,
  vouchersCount: count,
  loyaltyPoints: count,
  spinwheelSpins: count,
});
export type SidebarData = z.infer<typeof sidebarDataSchema>;

const answerSchema = z.object({ sidebarData: sidebarDataSchema });
export const SIDEBAR_DATA_QUERY = /* GraphQL */ `
  query SidebarData {
    sidebarData {
      balance balanceFormatted isVip hasTvAbo hadTvAbo boughtVideosCount boughtPhotosCount boughtAlbumsCount
      pinnedFavouritesCount onlineFavouritesCount videochatsCount vouchersCount loyaltyPoints spinwheelSpins
    }
  }
`;

export const sidebarDataKey = (guestId: number | null) => ['myarea', 'sidebarData', guestId] as const;

/**
 * The logged-in guest's sidebar data. What the socket says changed (balance, pins, points,
 * subscriptions, vouchers) makes it load again, so the overview never shows an old figure.
 */
export function useSidebarData() {
  const { vxql, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  const key = sidebarDataKey(guestId);
  const reload = () => void client.invalidateQueries({ queryKey: key });
  useBusEvent('guestBalance', reload);
  useBusEvent('favouriteCounts', reload);
  useBusEvent('loyaltyPointsChanged', reload);
  useBusEvent('vipAboUpdate', reload);
  useBusEvent('tvAboUpdate', reload);
  useBusEvent('vouchers', reload);
  return useQuery({
    queryKey: key,
    queryFn: () => vxql.request(SIDEBAR_DATA_QUERY, {}, answerSchema).then((answer) => answer.sidebarData),
    enabled: guestId !== null,
  });
}
