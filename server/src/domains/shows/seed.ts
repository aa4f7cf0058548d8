import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { Rng, mixSeed } from '../../seed/random';
import { DEFAULT_SEED } from '../../seed';
import { newPromoCode } from './promo-code';
import { chatShows, chatShowTexts } from './schema';
import { SHOW_TITLES, showTexts } from './seed-texts';

/** The languages a seeded show's texts are translated into (its own is English). */
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

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
    const title = rng.pick(SHOW_TITLES);
    const texts = showTexts(title, 'en');
    return {
      title,
      row: {
        actorId,
        title: texts.title,
        description: texts.description,
        postBuyInfo: texts.postBuyInfo,
        language: 'en',
        price: rng.int(4, 24) * 5,
        startsAt: new Date(start),
        endsAt: new Date(start + rng.int(1, 3) * HOUR),
        isFeatured: index % 3 === 0,
        isAutoFeatured: index % 5 === 4,
        isInternal: false,
        // Random, not from the seeded PRNG: a code anyone can compute from the source is no code.
        promoCode: index % 4 === 1 ? newPromoCode() : null,
      },
    };
  });
  const inserted = await db.insert(chatShows).values(shows.map((show) => show.row)).returning({ id: chatShows.id, actorId: chatShows.actorId });
  // Each show of a round has an actor of its own, so the actor finds the show's title again.
  const titleOf = new Map(shows.map((show) => [show.row.actorId, show.title]));
  const texts = inserted.flatMap(({ id, actorId }) =>
    TRANSLATED.map((language) => ({ showId: id, language, ...showTexts(titleOf.get(actorId)!, language) })),
  );
  await db.insert(chatShowTexts).values(texts);
  return shows.length;
}
