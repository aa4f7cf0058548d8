import type { VideoPreviewAction, VideoPreviewEndIncentives, VideoPreviewIncentive, VideoPreviewIncentiveType } from '@vx/shared/protocol';
import type { VideoRestriction } from './entitlement';

type Data = VideoPreviewEndIncentives['data'];

export interface PreviewVideo {
  id: number;
  actorId: number;
  price: number;
  basePrice: number;
  discount: number;
  currency: string;
}

/**
 * conversion/getVideoPreviewEndIncentives (spec 000 §3 incentive types "video preview avs, buy,
 * login, payment, sale, signup and vip", loaded on the event "video preview end"): what would open
 * the whole video to this guest, the most helpful first.
 * - a visitor (needLogin): sign up, or log in;
 * - a VIP video (needAbo): the VIP subscription, or buying it;
 * - a paid video (needPurchase): buying it (sale when discounted), a top-up first when the coins
 *   do not reach;
 * - entitled but not age-verified (needAgeCheck): the age check.
 * A guest who plays the whole video already gets none.
 */
export function videoPreviewEndIncentives(video: PreviewVideo, restriction: VideoRestriction | null, balance: number | null): Data {
  const trackingData = { event: 'videoPreviewEnd' as const, videoId: video.id, actorId: video.actorId };
  const incentive = (type: VideoPreviewIncentiveType, action: VideoPreviewAction, priority: number, extra: Partial<VideoPreviewIncentive> = {}): VideoPreviewIncentive => ({
    type,
    region: 'videoPlayer',
    event: 'videoPreviewEnd',
    uniqueGroup: 'videoPreview',
    priority,
    countdown: null,
    countdownStartTime: null,
    action,
    videoId: video.id,
    price: { value: video.price, currency: video.currency },
    basePrice: { value: video.basePrice, currency: video.currency },
    discount: video.discount,
    ...extra,
  });
  const buy = (priority: number) => incentive(video.discount > 0 ? 'videoPreviewSale' : 'videoPreviewBuy', 'buy', priority);
  const purchase = () => {
    const missing = video.price - (balance ?? 0);
    return missing > 0 ? [incentive('videoPreviewPayment', 'moneycharge', 30, { missingCoins: missing }), buy(20)] : [buy(20)];
  };
  const incentives: VideoPreviewIncentive[] =
    restriction === 'needLogin'
      ? [incentive('videoPreviewSignup', 'signup', 30), incentive('videoPreviewLogin', 'login', 20)]
      : restriction === 'needAgeCheck'
        ? [incentive('videoPreviewAvs', 'avs', 30)]
        : restriction === 'needAbo'
          ? [incentive('videoPreviewVip', 'vipabo', 40), ...purchase()]
          : restriction === 'needPurchase'
            ? purchase()
            : [];
  incentives.sort((a, b) => b.priority - a.priority);
  const first = incentives[0];
  return { incentives, vxpayConfig: first && first.action !== 'buy' ? { flow: first.action, videoId: video.id } : null, trackingData };
}
