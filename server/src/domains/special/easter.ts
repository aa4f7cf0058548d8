import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import type { Database } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { signGrant, verifyGrant } from '../../media/grant-token';
import { configOf, easterConfig, type EasterConfig } from './config';
import { findEventById, isRunning, summaryOf, type SpecialEventRow } from './events';
import { countEntries, grantReward, pushGranted, recordEntry } from './grant';
import type { EasterEgg, EasterEvent } from '@vx/shared/events';

/**
 * The easter egg hunt: eggs placed on pages by route name. The server hands each egg with a token
 * signed for this guest, egg and event (HMAC, key derived from VISITOR_TOKEN_SECRET for the purpose
 * 'easterEgg'); collectEgg counts an egg once per guest, so a replayed token is refused. Rewards by
 * eggs collected are granted when the count reaches them.
 */

/** A token is good for a page visit, not for a saved list of eggs. */
export const EGG_TOKEN_TTL_S = 3600;

const subjectOf = (guestId: number, eventId: number) => `${guestId}:${eventId}`;

/** The running egg hunt's eggs on a route the guest has not collected yet, each with its token. */
export async function eggsOn(db: Executor, secret: string, event: SpecialEventRow | null, guestId: number, routeName: string, now: Date): Promise<EasterEgg[]> {
  const config = event && isRunning(event, now) ? configOf(easterConfig, event.config) : null;
  if (!event || !config) return [];
  const collected = new Set((await rowsOf<{ key: string }>(db, sql`SELECT key FROM special_event_entries WHERE event_id = ${event.id} AND guest_id = ${guestId} AND kind = 'egg'`)).map((row) => row.key));
  const expiresAt = Math.floor(now.getTime() / 1000) + EGG_TOKEN_TTL_S;
  return config.eggs
    .filter((egg) => egg.routeName === routeName && !collected.has(String(egg.id)))
    .map((egg) => ({ eggId: egg.id, x: egg.x, y: egg.y, verificationToken: signGrant(secret, 'easterEgg', { id: egg.id, expiresAt, subject: subjectOf(guestId, event.id) }) }));
}

const rewardValue = (reward: EasterConfig['rewards'][number]) => (reward.isUpTo ? randomInt(1, reward.value + 1) : reward.value);

export type CollectRefusal = 'invalid_token' | 'event_not_running' | 'egg_already_collected';
type Collected = { collectedEggs: number; reward: { rewardId: number; type: EasterConfig['rewards'][number]['type']; value: number; createdAt: string } | null };

/**
 * Collects the egg the token names: checked signature, expiry, guest and a running event; the egg
 * entry, the count and a reached reward in one transaction (a racing replay finds the entry).
 */
export async function collectEgg(database: Database, hub: Pick<Hub, 'toGuest'>, secret: string, guestId: number, token: string, now: Date): Promise<{ ok: true; result: Collected } | { ok: false; refusal: CollectRefusal }> {
  const eggId = Number(token.split('.', 1)[0]);
  const grant = Number.isSafeInteger(eggId) && eggId > 0 ? verifyGrant(secret, 'easterEgg', token, eggId, now.getTime()) : null;
  const [owner, eventId] = grant ? grant.subject.split(':').map(Number) : [];
  if (!grant || owner !== guestId || !eventId) return { ok: false, refusal: 'invalid_token' };
  const event = await findEventById(database.db, eventId);
  const config = event && event.type === 'easter' && isRunning(event, now) ? configOf(easterConfig, event.config) : null;
  if (!event || !config || !config.eggs.some((egg) => egg.id === eggId)) return { ok: false, refusal: 'event_not_running' };
  const outcome = await database.db.transaction(async (tx) => {
    if (!(await recordEntry(tx, { eventId, guestId, kind: 'egg', key: String(eggId) }))) return null;
    const { count } = await countEntries(tx, eventId, guestId, 'egg');
    const reached = config.rewards.find((reward) => reward.requiredEggs === count);
    if (!reached) return { collectedEggs: count, reward: null, granted: null };
    const value = rewardValue(reached);
    await recordEntry(tx, { eventId, guestId, kind: 'reward', key: String(reached.id), points: value });
    const granted = await grantReward(tx, guestId, { type: reached.type, value }, `special:${eventId}:reward:${reached.id}`);
    return { collectedEggs: count, reward: { rewardId: reached.id, type: reached.type, value, createdAt: now.toISOString() }, granted };
  });
  if (!outcome) return { ok: false, refusal: 'egg_already_collected' };
  pushGranted(hub, outcome.granted);
  return { ok: true, result: { collectedEggs: outcome.collectedEggs, reward: outcome.reward } };
}

/** The egg hunt as spec 000 §3 "Easter event" describes it; a hidden reward shows once reached. */
export async function easterEventOf(db: Executor, row: SpecialEventRow, language: Language, guestId: number | null, now: Date): Promise<EasterEvent | null> {
  const config = configOf(easterConfig, row.config);
  if (!config) return null;
  const collectedEggs = guestId === null ? 0 : (await countEntries(db, row.id, guestId, 'egg')).count;
  const history = guestId === null ? [] : await rowsOf<{ key: string; points: number; created_at: Date }>(
    db,
    sql`SELECT key, points, created_at FROM special_event_entries WHERE event_id = ${row.id} AND guest_id = ${guestId} AND kind = 'reward' ORDER BY created_at`,
  );
  const rewardOf = (key: string) => config.rewards.find((reward) => String(reward.id) === key);
  return {
    ...summaryOf(row, language, now),
    totalEggs: config.eggs.length,
    rewards: config.rewards
      .filter((reward) => !reward.hidden || collectedEggs >= reward.requiredEggs)
      .map((reward) => ({ id: reward.id, type: reward.type, value: reward.value, info: reward.info[language], requiredEggs: reward.requiredEggs, isUpTo: reward.isUpTo, hidden: reward.hidden })),
    guest: guestId === null ? null : {
      collectedEggs,
      rewardHistory: history.flatMap((entry) => {
        const reward = rewardOf(entry.key);
        return reward ? [{ rewardId: reward.id, type: reward.type, value: entry.points, createdAt: new Date(entry.created_at).toISOString() }] : [];
      }),
    },
  };
}
