import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { Rng, mixSeed } from '../../seed/random';
import { DEFAULT_SEED } from '../../seed';
import { insertRows } from '../../seed/insert';
import { newPromoCode } from './promo-code';

const TITLES = ['Late night lingerie show', 'Dance & tease', 'Oil massage special', 'Roleplay night', 'Shower show', 'Q&A live'];
const HOUR = 3_600_000;

/**
 * Seeds cam shows when none is running or upcoming, relative to the current hour, so a dev
 * database always has shows to buy. A PRNG stream of its own: the catalogue seed is untouched.
 * Deterministic for a given hour and actor set. Returns how many shows were created.
 */
export async function seedChatShows(db: Executor, now = new Date(), count = 12): Promise<number> {
  const present = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM chat_shows WHERE ends_at > now()) AS present`)) as unknown as {
    rows: { present: boolean }[];
  };
  if (present.rows[0]?.present) return 0;
  const actorRows = (await db.execute(sql`SELECT id FROM actors ORDER BY id LIMIT 200`)) as unknown as { rows: { id: number }[] };
  if (actorRows.rows.length === 0) return 0;
  const rng = new Rng(mixSeed(DEFAULT_SEED, 3_001));
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  const chosen = rng.sample(actorRows.rows.map((row) => row.id), Math.min(count, actorRows.rows.length));
  const shows = chosen.map((actorId, index) => {
    // The first two are running now; the others start within the next three days.
    const start = index < 2 ? hour - HOUR / 2 : hour + rng.int(1, 72) * HOUR;
    return {
      actor_id: actorId,
      title: rng.pick(TITLES),
      description: 'A private show for ticket holders only. Chat, wishes and a lot of fun.',
      post_buy_info: 'Open the live-show tab of the profile when the show starts; your ticket lets you in.',
      language: 'en',
      price: rng.int(4, 24) * 5,
      starts_at: new Date(start),
      ends_at: new Date(start + rng.int(1, 3) * HOUR),
      is_featured: index % 3 === 0,
      is_auto_featured: index % 5 === 4,
      is_internal: false,
      // Random, not from the seeded PRNG: a code anyone can compute from the source is no code.
      promo_code: index % 4 === 1 ? newPromoCode() : null,
    };
  });
  await insertRows(
    db,
    'chat_shows',
    {
      actor_id: 'int', title: 'text', description: 'text', post_buy_info: 'text', language: 'text', price: 'int',
      starts_at: 'timestamptz', ends_at: 'timestamptz', is_featured: 'bool', is_auto_featured: 'bool', is_internal: 'bool',
      promo_code: 'text',
    },
    shows,
  );
  return shows.length;
}
