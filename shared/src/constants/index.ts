/** Business constants and limits of spec 001 §9, named, with the spec's values. */

export const LANGUAGES = ['de', 'en', 'nl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const HELP_CENTER_DEFAULT_LOCALE = 'en-us';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const COIN_PER_EURO = 4;

export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
export const MISSED_PONGS_BEFORE_CLOSE = 2;
export const CHANNEL_LOAD_THROTTLE_MS = 500;

export const NAVBAR_NOTIFICATIONS = 5;
export const RECOMMENDED_ACTORS_SHOWN = 9;
export const HIDDEN_NOTIFICATION_TYPES: readonly number[] = [6, 7, 13, 14, 15, 22];

export const ZIP_LENGTH = 5;
export const CHAT_RATINGS_THRESHOLD = 10;
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_HISTORY_SIZE = 3;
export const SEARCH_CACHE_MS = 300_000;
export const SEARCH_CACHE_CLEANER_MS = 5_000;
export const RESULT_BY_TYPE_PAGE_SIZE = 10;

/**
 * An actor's profile sections, in the order of its section links; the mobile profile has four
 * pages (spec 000 §2), the others stay reachable by their URL. One list for mf-chat's profile and
 * the server's first view of it.
 */
export const PROFILE_SECTIONS = ['actorProfile', 'actorAbout', 'actorVideos', 'actorPictures', 'actorLiveShow', 'actorTopCams'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const MOBILE_PROFILE_SECTIONS: readonly ProfileSection[] = ['actorProfile', 'actorAbout', 'actorPictures', 'actorVideos'];

export const PAGE_SIZE = {
  actors: 30,
  models: 30,
  videos: 30,
  tv: 30,
  mediathek: 30,
  asmr: 3,
  photos: 14,
  galleries: 14,
  blog: 15,
} as const;
export const BLOG_DEFAULT = 3;
export const BLOG_ARCHIVES = 9;
export const BLOG_ARCHIVE_FIRST_PAGE = 2;

export const FAVOURITE_ACTORS_PER_PAGE = 10;
export const FAVOURITES_DEFAULT = 50;
export const RECOMMENDATIONS = { grid: 8, slider: 5, modelDefault: 4, loadDefault: 16 } as const;
export const VIDEO_ITEMS_PER_GRID = 16;
export const COMMENTS_PER_MORE_CLICK = 5;
export const COMMENTS_PER_LOAD = 500;
export const MAX_VOTES_PER_CONTEST = 5;
export const PAST_CONTESTS = 2;
export const INCENTIVE_BLOCK_COOKIE_DAYS = 30;
export const INSTALL_PROMPT_COOKIE_DAYS = 7;
export const DEFAULT_CATEGORY = { actorSearch: 3, newRegistrants: 88 } as const;

export const BLOG_CATEGORIES = {
  general: 1,
  event: 38,
  live: 39,
  premiumTv: 40,
  freeTv: 41,
  actions: 43,
  production: 44,
  news: 45,
  interviews: 46,
  featured: 506,
} as const;

export const RATING = { dislike: 1, like: 5 } as const;
export const MIN_BALANCE_FOR_CHAT = 0.5;
export const TIME_LIMITS = { livePreview: 5, vip: 20, inChatOneClick: 60, textChatCountdown: 60 } as const;

export const CHAT_TIMINGS = {
  badConnectionWaitMs: 5000,
  hlsRecoverMs: 2000,
  maxAttempts: { start: 2, preview: 1 },
  minDurationBeforeExitPrompt: 30,
  connectionWarningMs: 500,
  flashDetectionMs: 10000,
  streamRetryMs: 5000,
  startRetryMs: 3000,
  volumeHintMs: 10000,
  badConnectionMaxResolution: { mobile: 100, desktop: 200 },
} as const;

/** Minimum widths; the mobile menu is on below MOBILE_MENU_MAX_WIDTH. */
export const BREAKPOINTS = { xs: 400, sm: 768, md: 992, lg: 1200, xl: 1368 } as const;
export const MOBILE_MENU_MAX_WIDTH = 1023;
export const TILE_GRID_COLUMNS = [
  { upTo: 767, columns: 3 },
  { upTo: 991, columns: 4 },
  { upTo: 1199, columns: 5 },
] as const;

export const SCROLL = { checkMs: 200, thresholdPx: 10, topOffsetPx: 50 } as const;
export const NAVBAR_MESSAGES_MAX = 5;
export const CHANNELS_FETCH = 500;
export const CHAT_SHOW_LIST_PFM_ID = 1502;
export const VIDEO_STARS_DEFAULT = 100;
export const INTERVIEW_IMAGE_SIZE = 720;
export const RECOMMENDATION_AGE_RATING = 16;
export const MEDIA_LIBRARY = { page: 20, actorVideos: 4, collectionsAndActors: 15 } as const;
export const CONVERSION_CHAT_DEFAULT = 30;
export const CONSUMED_OFFERS = 31;
export const VIDEO_THUMBNAILS_FIRST = 100;
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const TRENDING_VIDEOS_DAYS = 8;
export const TOP_VIDEOS_MONTHS = 9;
export const SPECIAL_EVENT_IDS = { wiesnShooting: 22, wiesnBude: 30, venusAttacks: 7, wiesnGaudi: 6 } as const;
export const ANONYMOUS_VOICECALL_SUCCESS = 2000;
export const DAILY_BONUS = { timerMs: 1000, endsAt: '23:59:59', berlinOffsetHours: 1 } as const;
export const WEB_PUSH_STORAGE = { db: 'vx', version: 5, store: 'web-push', index: 'identity', key: 'identity:key' } as const;

export const NEWSLETTER_TYPES = { vipClub: 1024, lateNight: 512, vrPorn: 2048, contests: 256 } as const;
export const GENDER_TYPES = ['F', 'M', 'FM', 'FF', 'MM', 'S', 'T'] as const;
export type GenderType = (typeof GENDER_TYPES)[number];
/**
 * The categories of /categories/{categorySlug}/ and the gender types each shows: mf-chat searches
 * by it, the shell's menu links each one.
 */
export const CATEGORY_GENDER_TYPES = {
  girls: ['F'],
  men: ['M'],
  couples: ['FM'],
  lesbians: ['FF'],
  gays: ['MM'],
  trans: ['S', 'T'],
} as const satisfies Record<string, readonly GenderType[]>;
export type CategorySlug = keyof typeof CATEGORY_GENDER_TYPES;
export const CATEGORY_SLUGS = Object.keys(CATEGORY_GENDER_TYPES) as CategorySlug[];
export const GENDERS = ['N', 'M', 'F', 'C'] as const;
export const TICKET_CREATION_TYPES = ['M', 'C', 'P'] as const;
export const AVS_STATUSES = ['unknown', 'pending', 'accepted', 'rejected'] as const;
export type AvsStatus = (typeof AVS_STATUSES)[number];

export const PAYMENT_FLOWS = [
  'avs', 'limit', 'login', 'moneycharge', 'opcompensation', 'pwdreset', 'promocode',
  'scratchcard', 'trialvipabo', 'vipabo', 'vxtvabo',
] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
/** The flows the shell's modal host opens: the payment flows and signup. */
export type FlowName = PaymentFlow | 'signup';

export const STATUS_BAR_TYPES = [
  'noavs', 'automaticrecharge', 'avsstatus', 'avsaccepted', 'mailnotverified', 'verifiedmail',
  'mailwelcomelink', 'welcomebackuser', 'error', 'cancelationoffer', 'cancelationoffererror',
  'monthlybonusnotif', 'notfoundredirect',
] as const;

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics'] as const;
/** The cookie holding the guest's consent choice: the shell writes it; the server reads it for the first view's banner. */
export const CONSENT_COOKIE = 'vx_consent';
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Local-part@domain-or-IP-literal with a top level of two or more letters (spec 000 §5). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;
/** Shorter passwords are refused before the server is asked (the server asks for more: strength); signup, reset and the profile's change. */
export const MIN_PASSWORD_LENGTH = 8;
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/**
 * A guest's public name (ours: spec 000 §5 gives no rule): 3 to 30 letters or digits, single spaces,
 * dots, dashes or underscores inside, starting and ending with a letter or digit. The server's
 * schema (and its look-alike checks) holds; the shell checks the same before asking.
 */
export const GUEST_NAME = {
  min: 3,
  max: 30,
  pattern: /^[\p{L}\p{N}](?:[\p{L}\p{N}]|[ ._-](?=[\p{L}\p{N}]))*$/u,
} as const;
