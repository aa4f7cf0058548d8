import { z } from 'zod';
import { LANGUAGES, type Language } from '@vx/shared/constants';
import { SPECIAL_REWARD_TYPES } from '@vx/shared/events';

/**
 * What each kind of special event keeps in `special_events.config`, checked with zod when read
 * (a row with a broken config is answered as no event rather than crashing a page).
 */
const text = z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(1)])) as Record<Language, z.ZodString>);
export type Text = z.infer<typeof text>;

const id = z.number().int().positive();
const amount = z.number().int().positive().max(100_000);
const reward = { id, type: z.enum(SPECIAL_REWARD_TYPES), value: amount, info: text };

/** Activity event and goldrush (whose points are nuggets). */
export const activityConfig = z.object({
  activities: z.array(
    z.object({ id: z.string(), name: text, points: amount, vipBonus: z.number().int().min(0), limitPerDay: amount, faq: z.object({ question: text, answer: text }) }),
  ),
  /** Done when the guest did `activityId` `count` times during the event. */
  challenges: z.array(z.object({ name: text, description: text, points: amount, activityId: z.string(), count: amount, link: z.string().nullable() })),
  rewards: z.array(z.object({ ...reward, requiredPoints: amount })),
});
export type ActivityConfig = z.infer<typeof activityConfig>;

/** Easter egg hunt: eggs placed on pages (route name and position in percent of the viewport), rewards by eggs. */
export const easterConfig = z.object({
  eggs: z.array(z.object({ id, routeName: z.string().min(1), x: z.number().min(0).max(100), y: z.number().min(0).max(100) })),
  rewards: z.array(z.object({ ...reward, requiredEggs: amount, isUpTo: z.boolean(), hidden: z.boolean() })),
});
export type EasterConfig = z.infer<typeof easterConfig>;

/** Advent calendar: door n opens on the n-th Berlin day of the event. */
export const adventConfig = z.object({ doors: z.array(z.object({ type: z.enum(SPECIAL_REWARD_TYPES), value: amount })).min(1).max(31) });
export type AdventConfig = z.infer<typeof adventConfig>;

export const prizeDrawConfig = z.object({ prizes: z.array(z.object({ rank: id, type: z.enum(SPECIAL_REWARD_TYPES), value: amount })).min(1).max(10) });
export type PrizeDrawConfig = z.infer<typeof prizeDrawConfig>;

export const highOnRoseConfig = z.object({ rosesPerDay: z.number().int().min(1).max(20), actorIds: z.array(id).max(100) });
export type HighOnRoseConfig = z.infer<typeof highOnRoseConfig>;

/** The config of `row` read with `schema`, or null when the row's config does not fit. */
export function configOf<S extends z.ZodType>(schema: S, config: unknown): z.output<S> | null {
  const parsed = schema.safeParse(config);
  return parsed.success ? parsed.data : null;
}
