import { sql } from 'drizzle-orm';
import { GENDER_TYPES } from '@vx/shared/constants';
import type { Database } from '../db/client';
import { openTestDatabase, queryRows } from '../testing/db';
import { SPOKEN_LANGUAGES } from '../domains/actors/profile';
import { generateActor } from './actors';
import { seedCatalogue } from './index';
import { NameFactory } from './names';
import { mixSeed, Rng } from './random';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('seeded random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, ((rng) => () => rng.next())(new Rng(seed)));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it('keeps int() within its bounds', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 1_000; i++) {
      const value = rng.int(3, 12);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(12);
    }
  });
});

describe('actor generator', () => {
  it('gives the same actor for the same seed, index and date', () => {
    const a = generateActor(99, 5, NOW, new NameFactory());
    const b = generateActor(99, 5, NOW, new NameFactory());
    expect(a).toEqual(b);
    expect(generateActor(100, 5, NOW, new NameFactory())).not.toEqual(a);
  });

  it('hands out 10,000 unique, tidy names', () => {
    const names = new NameFactory();
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const name = generateActor(1, i, NOW, names).name;
      expect(name).toMatch(/^[A-Za-z0-9_]{2,40}$/);
      expect(seen.has(name.toLowerCase())).toBe(false);
      seen.add(name.toLowerCase());
    }
  });
});

describe('seedCatalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database, { actors: 300, now: NOW });
  });
  afterAll(() => database.close());

  it('is deterministic: the same seed gives the same first actors', async () => {
    const other = await openTestDatabase();
    try {
      await seedCatalogue(other, { actors: 50, now: NOW });
      const firstActors = (db: Database) =>
        queryRows(
          db,
          sql`SELECT id, name, age, country, languages, is_online, chat_price_video, registered_since FROM actors ORDER BY id LIMIT 20`,
        );
      // A smaller catalogue shares its first actors with a bigger one of the same seed.
      expect(await firstActors(other)).toEqual(await firstActors(database));
    } finally {
      await other.close();
    }
  });

  it('does nothing when the catalogue is not empty', async () => {
    const result = await seedCatalogue(database, { actors: 300, now: NOW });
    expect(result.seeded).toBe(false);
    const [row] = await queryRows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM actors`);
    expect(row.n).toBe(300);
  });

  it('creates 300 believable actors', async () => {
    const actors = await queryRows<Record<string, any>>(database, sql`SELECT * FROM actors`);
    expect(actors).toHaveLength(300);
    const online = actors.filter((a) => a.is_online).length / actors.length;
    expect(online).toBeGreaterThan(0.25);
    expect(online).toBeLessThan(0.45);
    for (const actor of actors) {
      expect(actor.age).toBeGreaterThanOrEqual(18);
      expect(actor.age).toBeLessThanOrEqual(45);
      expect(actor.languages.length).toBeGreaterThan(0);
      for (const language of actor.languages) expect(SPOKEN_LANGUAGES).toContain(language);
      expect(GENDER_TYPES).toContain(actor.gender_type);
      expect(actor.three_words.split(', ')).toHaveLength(3);
      expect(actor.about.length).toBeGreaterThan(40);
      expect(actor.chat_price_video).toBeGreaterThan(0);
      expect(actor.chat_price_single_c2c).toBeGreaterThan(actor.chat_price_single);
      expect(actor.is_online).toBe(actor.online_since !== null);
    }
    expect(new Set(actors.map((a) => a.gender_type)).size).toBe(GENDER_TYPES.length);
    expect(new Set(actors.map((a) => a.country)).size).toBeGreaterThan(6);
    expect(actors.some((a) => a.banned_country_codes.length > 0)).toBe(true);
    // Both sides of the 10-ratings display threshold occur.
    expect(actors.some((a) => a.rating_count_90d < 10)).toBe(true);
    expect(actors.some((a) => a.rating_count_90d >= 10)).toBe(true);
    expect(actors.some((a) => a.feature_dildocontrol) && actors.some((a) => !a.feature_dildocontrol)).toBe(true);
  });

  it('spreads favourites, satisfaction and rating counts as a real catalogue does', async () => {
    const actors = await queryRows<{ pins: number; rate: number; ratings: number }>(
      database,
      sql`SELECT seeded_pin_count AS pins, satisfaction_rate_90d AS rate, rating_count_90d AS ratings FROM actors`,
    );
    const share = (list: unknown[], of: number) => list.length / of;
    const pins = actors.map((a) => a.pins).sort((a, b) => a - b);
    const median = pins[Math.floor(pins.length / 2)];
    // Long-tailed: few without any fan, a median of dozens, a top far above it.
    expect(share(pins.filter((p) => p === 0), pins.length)).toBeLessThan(0.1);
    expect(median).toBeGreaterThanOrEqual(10);
    expect(pins[pins.length - 1]).toBeGreaterThan(20 * median);
    const rated = actors.filter((a) => a.ratings >= 10);
    expect(share(rated.filter((a) => a.rate >= 80 && a.rate <= 99), rated.length)).toBeGreaterThan(0.75);
    expect(share(rated.filter((a) => a.rate < 80), rated.length)).toBeGreaterThan(0.04);
    expect(share(rated.filter((a) => a.rate === 100), rated.length)).toBeLessThan(0.03);
    expect(new Set(rated.map((a) => a.rate)).size).toBeGreaterThan(20);
    // Rating counts: about a third under the display threshold, the rest spread widely.
    expect(share(actors.filter((a) => a.ratings < 10), actors.length)).toBeGreaterThan(0.2);
    expect(new Set(rated.map((a) => a.ratings)).size).toBeGreaterThan(rated.length / 2);
  });

  it('gives every actor 3–12 videos and 1–4 albums of 5–20 pictures', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      database,
      sql`SELECT
            (SELECT min(n) FROM (SELECT count(*)::int AS n FROM videos GROUP BY actor_id) v) AS min_videos,
            (SELECT max(n) FROM (SELECT count(*)::int AS n FROM videos GROUP BY actor_id) v) AS max_videos,
            (SELECT count(DISTINCT actor_id)::int FROM videos) AS actors_with_videos,
            (SELECT min(n) FROM (SELECT count(*)::int AS n FROM albums GROUP BY actor_id) a) AS min_albums,
            (SELECT max(n) FROM (SELECT count(*)::int AS n FROM albums GROUP BY actor_id) a) AS max_albums,
            (SELECT min(n) FROM (SELECT count(*)::int AS n FROM pictures GROUP BY album_id) p) AS min_pictures,
            (SELECT max(n) FROM (SELECT count(*)::int AS n FROM pictures GROUP BY album_id) p) AS max_pictures,
            (SELECT count(*)::int FROM videos WHERE price <> round(base_price * (100 - discount) / 100.0)) AS bad_prices`,
    );
    expect(counts).toMatchObject({ actors_with_videos: 300, bad_prices: 0 });
    expect(counts.min_videos).toBeGreaterThanOrEqual(3);
    expect(counts.max_videos).toBeLessThanOrEqual(12);
    expect(counts.min_albums).toBeGreaterThanOrEqual(1);
    expect(counts.max_albums).toBeLessThanOrEqual(4);
    expect(counts.min_pictures).toBeGreaterThanOrEqual(5);
    expect(counts.max_pictures).toBeLessThanOrEqual(20);
  });

  it('writes terms of service and data protection in de, en, nl and es, with 5+ sections each', async () => {
    const texts = await queryRows<{ type: string; language: string; html: string }>(
      database,
      sql`SELECT type, language, html FROM legal_texts WHERE type IN ('terms', 'privacy') ORDER BY type, language`,
    );
    expect(texts.map((t) => `${t.type}:${t.language}`)).toEqual([
      'privacy:de', 'privacy:en', 'privacy:es', 'privacy:nl', 'terms:de', 'terms:en', 'terms:es', 'terms:nl',
    ]);
    for (const text of texts) {
      expect((text.html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
      expect(text.html).toContain('<ul>');
      expect(text.html).not.toMatch(/<script/i);
    }
  });

  it('leaves the identities past the seeded ids, so new rows insert cleanly', async () => {
    const [row] = await queryRows<{ id: number }>(
      database,
      sql`INSERT INTO tags (label) VALUES ('Seed identity check') RETURNING id`,
    );
    expect(row.id).toBeGreaterThan(30);
  });
});
