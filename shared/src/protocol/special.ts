import * as z from 'zod/mini';

/**
 * Answers of the special events calls (spec 000 §3 "Events and games", spec 001 §7.2 special/*),
 * shared by the server and mf-events. server/docs/special.md; the server's tests parse every answer
 * with these. The games (slot machine, wiesn games, reward box …) are the games domain's.
 */
const int = z.int();
const isoTime = z.string();

/** The non-game kinds of special event this domain runs. */
export const SPECIAL_EVENT_TYPES = ['activity', 'easter', 'adventCalendar', 'goldrush', 'prizeDraw', 'highOnRose'] as const;
export type SpecialEventType = (typeof SPECIAL_EVENT_TYPES)[number];

/** What a reward grants (through the wallet for coins): coins, free messages or spin-wheel spins. */
export const SPECIAL_REWARD_TYPES = ['coins', 'freeMessages', 'spins'] as const;
export type SpecialRewardType = (typeof SPECIAL_REWARD_TYPES)[number];

/** One row of special/get/events: any special event or game, its window in the guest's language. */
export const specialEventSummarySchema = z.object({
  id: int,
  type: z.string(),
  slug: z.string(),
  name: z.string(),
  start: isoTime,
  end: isoTime,
  rewardClaimEnd: z.nullable(isoTime),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
});
export type SpecialEventSummary = z.infer<typeof specialEventSummarySchema>;
export const specialEventListSchema = z.object({ events: z.array(specialEventSummarySchema) });

const rewardFields = { id: int, type: z.enum(SPECIAL_REWARD_TYPES), value: int, info: z.string() };

/** Activity event (spec 000 §3): activities with points, VIP bonus and daily limits; challenges; rewards by points. */
export const activitySchema = z.object({
  id: z.string(),
  name: z.string(),
  points: int,
  vipBonus: int,
  limitPerDay: int,
  faq: z.object({ question: z.string(), answer: z.string() }),
});
export type Activity = z.infer<typeof activitySchema>;
export const challengeSchema = z.object({
  points: int,
  name: z.string(),
  description: z.string(),
  fullfilled: z.boolean(),
  date: z.nullable(isoTime),
  link: z.nullable(z.string()),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const activityRewardSchema = z.object({ ...rewardFields, requiredPoints: int });
export type ActivityReward = z.infer<typeof activityRewardSchema>;
export const activityEventSchema = z.extend(specialEventSummarySchema, {
  activities: z.array(activitySchema),
  challenges: z.array(challengeSchema),
  rewards: z.array(activityRewardSchema),
  /** The guest's part; null for a visitor. */
  guest: z.nullable(z.object({ points: int, rewards: z.array(z.object({ id: int, redeemed: z.boolean() })) })),
  /** Goldrush only: the guests with the most nuggets (points), by display name. */
  leaderboard: z.array(z.object({ rank: int, name: z.string(), points: int })),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** Easter event (spec 000 §3): same header, rewards by eggs collected (hidden ones shown once reached). */
export const easterRewardSchema = z.object({ ...rewardFields, requiredEggs: int, isUpTo: z.boolean(), hidden: z.boolean() });
export type EasterReward = z.infer<typeof easterRewardSchema>;
export const easterRewardHistorySchema = z.object({ rewardId: int, type: z.enum(SPECIAL_REWARD_TYPES), value: int, createdAt: isoTime });
export const easterEventSchema = z.extend(specialEventSummarySchema, {
  totalEggs: int,
  rewards: z.array(easterRewardSchema),
  guest: z.nullable(z.object({ collectedEggs: int, rewardHistory: z.array(easterRewardHistorySchema) })),
});
export type EasterEvent = z.infer<typeof easterEventSchema>;

/** An egg on the current page with its single-use token (special/easter/eggs). */
export const easterEggSchema = z.object({ eggId: int, x: z.number(), y: z.number(), verificationToken: z.string() });
export type EasterEgg = z.infer<typeof easterEggSchema>;
export const easterEggsSchema = z.object({ eventId: z.nullable(int), eggs: z.array(easterEggSchema) });
export const collectEggSchema = z.object({
  success: z.boolean(),
  collectedEggs: int,
  /** The reward this egg reached, if any. */
  reward: z.nullable(easterRewardHistorySchema),
});

/** Gift calendar reward (spec 000 §3): type, value, claimed, redeemed; a door a day in Berlin time. */
export const ADVENT_DOOR_STATES = ['open', 'claimed', 'missed', 'locked'] as const;
export const adventDoorSchema = z.object({
  day: int,
  date: z.string(),
  state: z.enum(ADVENT_DOOR_STATES),
  /** Hidden (null) until the door's day. */
  reward: z.nullable(z.object({ type: z.enum(SPECIAL_REWARD_TYPES), value: int, claimed: z.boolean(), redeemed: z.boolean() })),
});
export type AdventDoor = z.infer<typeof adventDoorSchema>;
export const adventCalendarSchema = z.object({ event: z.nullable(specialEventSummarySchema), doors: z.array(adventDoorSchema) });
export type AdventCalendar = z.infer<typeof adventCalendarSchema>;

/** Prize draw: one entry a day while it runs; the server draws the winners at the end. */
export const prizeDrawSchema = z.extend(specialEventSummarySchema, {
  prizes: z.array(z.object({ rank: int, type: z.enum(SPECIAL_REWARD_TYPES), value: int })),
  entrants: int,
  guest: z.nullable(z.object({ entries: int, enteredToday: z.boolean() })),
  winners: z.array(z.object({ rank: int, name: z.string(), type: z.enum(SPECIAL_REWARD_TYPES), value: int })),
});
export type PrizeDraw = z.infer<typeof prizeDrawSchema>;

/** High on rose: guests give roses to actors (a few a day); the actors' leaderboard. */
export const highOnRoseSchema = z.extend(specialEventSummarySchema, {
  rosesPerDay: int,
  actors: z.array(z.object({ rank: int, actorId: int, actorName: z.string(), roses: int })),
  guest: z.nullable(z.object({ rosesLeftToday: int, rosesGiven: int })),
});
export type HighOnRose = z.infer<typeof highOnRoseSchema>;

/** special/getData/{eventType}: the running (or latest) event of that type with the guest's part. */
export const specialEventDataSchema = z.object({
  eventType: z.enum(SPECIAL_EVENT_TYPES),
  qmdate: z.string(),
  event: z.nullable(z.union([activityEventSchema, easterEventSchema, prizeDrawSchema, highOnRoseSchema])),
});
export type SpecialEventData = z.infer<typeof specialEventDataSchema>;

export const claimSpecialRewardSchema = z.object({ success: z.boolean(), rewardId: int });
