import * as z from 'zod/mini';

const int = z.int();

/** Spec 000 §4 content restrictions that keep a guest from the whole video. */
export const VIDEO_RESTRICTIONS = ['needLogin', 'needAgeCheck', 'needAbo', 'needPurchase'] as const;
export type VideoRestriction = (typeof VIDEO_RESTRICTIONS)[number];

/**
 * A video's stream for this guest (server/docs/video-playback.md): the HLS master playlist and the
 * WebVTT thumbnail track, both signed for this guest and expiring. `isPreview`: only the first
 * `previewSeconds` play; `needsToken`: the requests must carry the guest's access token.
 */
export const videoStreamSchema = z.object({
  url: z.string(),
  thumbnails: z.string(),
  isPreview: z.boolean(),
  previewSeconds: int,
  needsToken: z.boolean(),
  /** Unix seconds; ask for the video again for a new URL. */
  expiresAt: int,
  restriction: z.nullable(z.enum(VIDEO_RESTRICTIONS)),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/** Spec 000 §3/§4 video preview incentives, by the guest's state. */
export const VIDEO_PREVIEW_INCENTIVES = ['videoPreviewAvs', 'videoPreviewBuy', 'videoPreviewLogin', 'videoPreviewPayment', 'videoPreviewSale', 'videoPreviewSignup', 'videoPreviewVip'] as const;
export type VideoPreviewIncentiveType = (typeof VIDEO_PREVIEW_INCENTIVES)[number];

/** The flows an incentive opens (FlowName of the contract); 'buy' is the coin purchase on the page itself. */
export const VIDEO_PREVIEW_ACTIONS = ['signup', 'login', 'avs', 'vipabo', 'moneycharge', 'buy'] as const;
export type VideoPreviewAction = (typeof VIDEO_PREVIEW_ACTIONS)[number];

const moneySchema = z.object({ value: int, currency: z.string() });

/** A conversion incentive of spec 000 §3 shown in the player when a preview ends; the highest priority first. */
export const videoPreviewIncentiveSchema = z.object({
  type: z.enum(VIDEO_PREVIEW_INCENTIVES),
  region: z.literal('videoPlayer'),
  event: z.literal('videoPreviewEnd'),
  uniqueGroup: z.string(),
  priority: int,
  countdown: z.nullable(int),
  countdownStartTime: z.nullable(int),
  action: z.enum(VIDEO_PREVIEW_ACTIONS),
  videoId: int,
  price: moneySchema,
  basePrice: moneySchema,
  discount: int,
  /** videoPreviewPayment: the coins the guest lacks for the video. */
  missingCoins: z.optional(int),
});
export type VideoPreviewIncentive = z.infer<typeof videoPreviewIncentiveSchema>;

/** conversion/getVideoPreviewEndIncentives/{albumId} (spec 001 §7.2, the page-load incentives' shape). */
export const videoPreviewEndIncentivesSchema = z.object({
  success: z.boolean(),
  data: z.object({
    incentives: z.array(videoPreviewIncentiveSchema),
    /** The flow the first incentive opens; null when the guest needs none or buys on the page. */
    vxpayConfig: z.nullable(z.object({ flow: z.enum(VIDEO_PREVIEW_ACTIONS), videoId: int })),
    trackingData: z.object({ event: z.literal('videoPreviewEnd'), videoId: int, actorId: int }),
  }),
});
export type VideoPreviewEndIncentives = z.infer<typeof videoPreviewEndIncentivesSchema>;
