import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { openTestDatabase, queryRows } from '../../testing/db';
import { TEST_ENGINES } from '../../testing/engines';
import { scopedSchema, type ScopedSchema } from '../../testing/postgres';
import { filterConditions, orderBy, toVideoFilter, VIDEO_ORDERS, type VideoFilterInput } from './list-filter';
import { videos } from './schema';
import { actors } from '../actors/schema';
import { createVideoCatalogue } from './video-catalogue';

/**
 * The catalogue in memory answers as the SQL of list-filter.ts does (the lists' definition), on
 * the seeded catalogue: every filter below in every order, ids of the first 40 and the total.
 */
describe.each(TEST_ENGINES)('video catalogue: the same answers as the SQL (%s)', (_engine, url) => {
  let database: Database;
  // Made in beforeAll: a skipped or PGlite block has no schema.
  let schema: ScopedSchema | undefined;
  beforeAll(async () => {
    if (url) {
      schema = scopedSchema(url);
      await schema.create();
    }
    database = await openTestDatabase(schema?.url);
    await seedCatalogue(database, { actors: 30, videosPerActor: 12 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  });

  const sqlList = async (input: VideoFilterInput, order: (typeof VIDEO_ORDERS)[number], viewer: { guestId: number | null; country: string | null }) => {
    const filter = toVideoFilter(input);
    const where = filterConditions(filter, viewer);
    const rows = await database.db.select({ id: videos.id }).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).where(where).orderBy(...orderBy(order));
    return rows.map((row) => row.id);
  };

  it('every filter type, tags, genders, durations, dates, search, in every order', async () => {
    const catalogue = createVideoCatalogue(database.db);
    const { index } = await catalogue.current();
    const [tag] = await queryRows<{ label: string }>(database, sql`SELECT t.label FROM video_tags vt JOIN tags t ON t.id = vt.tag_id GROUP BY t.label ORDER BY count(*) DESC LIMIT 1`);
    const [second] = await queryRows<{ label: string }>(database, sql`SELECT t.label FROM video_tags vt JOIN tags t ON t.id = vt.tag_id GROUP BY t.label ORDER BY count(*) DESC OFFSET 1 LIMIT 1`);
    const [actor] = await queryRows<{ id: number; name: string }>(database, sql`SELECT id, name FROM actors ORDER BY id LIMIT 1`);
    const filters: VideoFilterInput[] = [
      {},
      ...['free', 'premium', 'discount', 'vip', 'trending', 'vxselect', 'vip30', 'classic', 'shared', 'original'].flatMap((type) => [{ types: [type] }, { excludedTypes: [type] }]),
      { tags: [tag.label.toUpperCase()] },
      { tags: [tag.label, second.label] },
      { actingGroups: ['F'] },
      { actingGroups: ['M', 'C'] },
      { durationFrom: 3, durationTo: 20 },
      { releasedFrom: new Date(Date.now() - 60 * 86_400_000).toISOString(), releasedUntil: new Date(Date.now() - 5 * 86_400_000).toISOString() },
      { recommended: true },
      { search: actor.name.slice(0, 4) },
      { search: tag.label.slice(1, 5) },
      { modelIds: [actor.id], types: ['premium'] },
    ];
    let compared = 0;
    for (const input of filters) {
      const filter = toVideoFilter(input);
      const matches = index.match(filter, { nowMs: Date.now(), bannedActors: null, owned: null });
      for (const order of VIDEO_ORDERS) {
        const expected = await sqlList(input, order, { guestId: null, country: null });
        const got = index.page(matches, order, 40, 0).map((row) => index.row(row, Date.now()).id);
        expect({ input, order, ids: got, total: matches.count }).toEqual({ input, order, ids: expected.slice(0, 40), total: expected.length });
        compared += 1;
      }
    }
    expect(compared).toBe(filters.length * VIDEO_ORDERS.length);
  });

  it("leaves out actors banned in the viewer's country, read per country", async () => {
    const catalogue = createVideoCatalogue(database.db);
    const [actor] = await queryRows<{ id: number }>(database, sql`SELECT actor_id AS id FROM videos ORDER BY id LIMIT 1`);
    await database.db.execute(sql`UPDATE actors SET banned_country_codes = banned_country_codes || '{ZZ}' WHERE id = ${actor.id}`);
    try {
      const { index } = await catalogue.current();
      const bannedActors = await catalogue.bannedActors('zz');
      expect([...(bannedActors ?? [])]).toEqual([actor.id]);
      const matches = index.match(toVideoFilter({}), { nowMs: Date.now(), bannedActors, owned: null });
      expect(matches.count).toBeLessThan(index.size);
      expect(matches.count).toBe((await sqlList({}, 'newest', { guestId: null, country: 'ZZ' })).length);
      expect(await catalogue.bannedActors(null)).toBeNull();
    } finally {
      await database.db.execute(sql`UPDATE actors SET banned_country_codes = array_remove(banned_country_codes, 'ZZ') WHERE id = ${actor.id}`);
    }
  });

  it('reloads the videos when one is liked or added; answers from the old index meanwhile', async () => {
    const catalogue = createVideoCatalogue(database.db, { pollMs: 0, minReloadMs: 0 });
    const before = await catalogue.current();
    const everything = () => ({ nowMs: Date.now(), bannedActors: null, owned: null });
    const mostLiked = async () => {
      const { index } = await catalogue.current();
      return index.row(index.page(index.match(toVideoFilter({}), everything()), 'popular', 1, 0)[0], Date.now()).id;
    };
    const until = async (done: () => Promise<boolean>) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !(await done())) await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const [liked] = await queryRows<{ id: number }>(database, sql`UPDATE videos SET likes = likes + 100000 WHERE id = (SELECT min(id) FROM videos) RETURNING id`);
    let added: number | undefined;
    try {
      // The first call after a change still answers from the old index (and starts the reload).
      expect((await catalogue.current()).index).toBe(before.index);
      // A like changes no id: it shows once the statistics' counts are flushed (about a second).
      await until(async () => (await mostLiked()) === liked.id);
      expect(await mostLiked()).toBe(liked.id);
      const reloaded = await catalogue.current();
      expect(reloaded.generation).toBeGreaterThan(before.generation);
      [{ id: added }] = await queryRows<{ id: number }>(
        database,
        sql`INSERT INTO videos (actor_id, title, duration, price, base_price, released_at, likes)
            SELECT actor_id, 'A video added later', 61, 10, 10, now(), 0 FROM videos ORDER BY id LIMIT 1 RETURNING id`,
      );
      await until(async () => (await catalogue.current()).index.size === before.index.size + 1);
      const { index } = await catalogue.current();
      expect(index.size).toBe(before.index.size + 1);
      expect(index.row(index.page(index.match(toVideoFilter({}), everything()), 'newest', 1, 0)[0], Date.now()).id).toBe(added);
    } finally {
      if (added !== undefined) await database.db.execute(sql`DELETE FROM videos WHERE id = ${added}`);
      await database.db.execute(sql`UPDATE videos SET likes = likes - 100000 WHERE id = ${liked.id}`);
    }
  }, 40_000);
});
