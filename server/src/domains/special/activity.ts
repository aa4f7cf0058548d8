import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import type { Database } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { activityConfig, configOf } from './config';
import { canClaimRewards, hasEnded, runningEvents, summaryOf, type SpecialEventRow } from './events';
import { countEntries, grantReward, pushGranted, recordEntry, recordInFreeSlot } from './grant';
import { berlinDate, type ActivityEvent } from '@vx/shared/events';

/**
 * The activity event and goldrush (whose points are gold nuggets): guests earn points for what they
 * do on the platform, each activity up to its daily limit (Berlin days), with a VIP bonus; rewards
 * by points are claimed once each until the claim end. The activities this server counts are
 * ACTIVITIES (server/docs/special.md).
 */
export const ACTIVITY_TYPES = ['activity', 'goldrush'] as const;

/** What the platform reports: a day's first visit of an event page, an advent door, an egg, a prize-draw entry, a rose. */
export const ACTIVITIES = ['dailyVisit', 'adventDoor', 'easterEgg', 'prizeDrawEntry', 'roseGiven'] as const;
export type ActivityId = (typeof ACTIVITIES)[number];

/** Counts the activity for every running activity event that rewards it, within its daily limit. */
export async function recordActivity(db: Executor, guest: { id: number; isVip: boolean }, activityId: ActivityId, now: Date): Promise<void> {
  const day = berlinDate(now);
  for (const row of await runningEvents(db, ACTIVITY_TYPES, now)) {
    const activity = configOf(activityConfig, row.config)?.activities.find((entry) => entry.id === activityId);
    if (!activity) continue;
    const points = activity.points + (guest.isVip ? activity.vipBonus : 0);
    await recordInFreeSlot(db, { eventId: row.id, guestId: guest.id, kind: 'activity', points }, `${activityId}:${day}:`, activity.limitPerDay);
  }
}

const LEADERBOARD_SIZE = 10;

async function leaderboardOf(db: Executor, eventId: number) {
  const rows = await rowsOf<{ name: string; points: number }>(
    db,
    sql`SELECT g.name, sum(e.points)::int AS points FROM special_event_entries e JOIN guests g ON g.id = e.guest_id
        WHERE e.event_id = ${eventId} AND e.kind = 'activity' GROUP BY g.id, g.name ORDER BY points DESC, g.id LIMIT ${LEADERBOARD_SIZE}`,
  );
  return rows.map((row, index) => ({ rank: index + 1, name: row.name, points: row.points }));
}

/** The event as spec 000 §3 "Activity event" describes it, with the guest's part when logged in. */
export async function activityEventOf(db: Executor, row: SpecialEventRow, language: Language, guestId: number | null, now: Date): Promise<ActivityEvent | null> {
  const config = configOf(activityConfig, row.config);
  if (!config) return null;
  const counts = guestId === null ? [] : await rowsOf<{ activity: string; count: number; first: Date[] }>(
    db,
    sql`SELECT split_part(key, ':', 1) AS activity, count(*)::int AS count, array_agg(created_at ORDER BY created_at) AS first
        FROM special_event_entries WHERE event_id = ${row.id} AND guest_id = ${guestId} AND kind = 'activity' GROUP BY 1`,
  );
  const points = guestId === null ? 0 : (await countEntries(db, row.id, guestId, 'activity')).points;
  const claimed = guestId === null ? new Set<string>() : new Set((await rowsOf<{ key: string }>(db, sql`SELECT key FROM special_event_entries WHERE event_id = ${row.id} AND guest_id = ${guestId} AND kind = 'reward'`)).map((entry) => entry.key));
  return {
    ...summaryOf(row, language, now),
    activities: config.activities.map((activity) => ({
      id: activity.id,
      name: activity.name[language],
      points: activity.points,
      vipBonus: activity.vipBonus,
      limitPerDay: activity.limitPerDay,
      faq: { question: activity.faq.question[language], answer: activity.faq.answer[language] },
    })),
    challenges: config.challenges.map((challenge) => {
      const done = counts.find((entry) => entry.activity === challenge.activityId);
      const at = done && done.count >= challenge.count ? done.first[challenge.count - 1] : undefined;
      return {
        points: challenge.points,
        name: challenge.name[language],
        description: challenge.description[language],
        fullfilled: at !== undefined,
        date: at ? new Date(at).toISOString() : null,
        link: challenge.link,
      };
    }),
    rewards: config.rewards.map((reward) => ({ id: reward.id, type: reward.type, value: reward.value, info: reward.info[language], requiredPoints: reward.requiredPoints })),
    guest: guestId === null ? null : { points, rewards: config.rewards.map((reward) => ({ id: reward.id, redeemed: claimed.has(String(reward.id)) })) },
    // Goldrush shows its standings while it runs; any ended event shows its results.
    leaderboard: row.type === 'goldrush' || hasEnded(row, now) ? await leaderboardOf(db, row.id) : [],
  };
}

export type ClaimRefusal = 'event_not_found' | 'reward_not_found' | 'claim_window_closed' | 'not_enough_points' | 'reward_already_claimed';

/**
 * Claims a reward by points once: the claim entry and the grant are one transaction, so of two
 * racing claims one grants and the other finds the entry and is refused.
 */
export async function claimActivityReward(
  database: Database,
  hub: Pick<Hub, 'toGuest'>,
  guestId: number,
  event: SpecialEventRow | null,
  rewardId: number,
  now: Date,
): Promise<{ ok: true } | { ok: false; refusal: ClaimRefusal }> {
  if (!event || !(ACTIVITY_TYPES as readonly string[]).includes(event.type)) return { ok: false, refusal: 'event_not_found' };
  const reward = configOf(activityConfig, event.config)?.rewards.find((entry) => entry.id === rewardId);
  if (!reward) return { ok: false, refusal: 'reward_not_found' };
  if (!canClaimRewards(event, now)) return { ok: false, refusal: 'claim_window_closed' };
  const outcome = await database.db.transaction(async (tx) => {
    const { points } = await countEntries(tx, event.id, guestId, 'activity');
    if (points < reward.requiredPoints) return { refusal: 'not_enough_points' as const, granted: null };
    if (!(await recordEntry(tx, { eventId: event.id, guestId, kind: 'reward', key: String(reward.id) }))) return { refusal: 'reward_already_claimed' as const, granted: null };
    return { refusal: null, granted: await grantReward(tx, guestId, reward, `special:${event.id}:reward:${reward.id}`) };
  });
  if (outcome.refusal) return { ok: false, refusal: outcome.refusal };
  pushGranted(hub, outcome.granted);
  return { ok: true };
}
