import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { post } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { setActorOnline } from '../actors/online';

const hub = { broadcast: () => undefined, toGuest: () => undefined };

/** Searches and the query that answers each straight from the database, page by page over all pages. */
const SEARCHES: Array<[Record<string, unknown>, string]> = [
  [{ searchType: 'default' }, 'WHERE is_online ORDER BY online_ranking DESC, id'],
  [{ searchType: 'custom', searchConditions: { onlineOnly: false } }, 'ORDER BY is_online DESC, online_ranking DESC, id'],
  [
    { searchType: 'custom', sortType: 'ranking', searchConditions: { onlineOnly: true, genderTypes: ['F'] } },
    "WHERE is_online AND gender_type = 'F' ORDER BY ranking DESC, id",
  ],
  [{ searchType: 'custom', sortType: 'date', searchConditions: { onlineOnly: false } }, 'ORDER BY registered_since DESC, id'],
];

// PostgreSQL runs statements side by side where PGlite runs one at a time: both must stay exact.
describe.each(TEST_ENGINES)('actor search kept in memory while actors flip (%s)', (_engine, url) => {
  const server = useTestServerOn(url, { seedActors: 120 });

  const ids = (query: string) => queryRows<{ id: number }>(server.database, sql.raw(query));
  const flip = (id: number, online: boolean) => setActorOnline(server.database.db, hub, id, online);

  const allPages = async (body: Record<string, unknown>) => {
    const search = (page: number) => post(`${server.rest}/actorsearch/search`, { ...body, page });
    const first = (await search(1)).body;
    const actors = [...first.actors];
    for (let page = 2; page <= first.maxPage; page++) actors.push(...(await search(page)).body.actors);
    return { totalHits: first.totalHits, actors: actors.map((a: { id: number; isOnline: boolean }) => ({ id: a.id, isOnline: a.isOnline })) };
  };
  const expectDatabaseAnswers = async () => {
    for (const [body, query] of SEARCHES) {
      const expected = await queryRows<{ id: number; isOnline: boolean }>(
        server.database,
        sql.raw(`SELECT id, is_online AS "isOnline" FROM actors ${query}`),
      );
      expect(await allPages(body)).toEqual({ totalHits: expected.length, actors: expected });
    }
  };

  it("shows this process's flips at once: the offline leave the online lists, the ranking order follows", async () => {
    await expectDatabaseAnswers();
    // The top of the live ranking logs off, and the best of the offline actors log on.
    const leaving = await ids('SELECT id FROM actors WHERE is_online ORDER BY online_ranking DESC, id LIMIT 3');
    const arriving = await ids('SELECT id FROM actors WHERE NOT is_online ORDER BY online_ranking DESC, id LIMIT 3');
    try {
      for (const { id } of leaving) await flip(id, false);
      for (const { id } of arriving) await flip(id, true);
      await expectDatabaseAnswers();
    } finally {
      for (const { id } of leaving) await flip(id, true);
      for (const { id } of arriving) await flip(id, false);
    }
    await expectDatabaseAnswers();
  });

  it('stays exact when flips race the searches', async () => {
    await expectDatabaseAnswers();
    const online = await ids('SELECT id FROM actors WHERE is_online ORDER BY id LIMIT 10');
    const offline = await ids('SELECT id FROM actors WHERE NOT is_online ORDER BY id LIMIT 10');
    const flips = [...online.map(({ id }) => [id, false] as const), ...offline.map(({ id }) => [id, true] as const)];
    try {
      await Promise.all([
        ...flips.map(([id, state]) => flip(id, state)),
        ...SEARCHES.map(([body]) => allPages(body)),
      ]);
      await expectDatabaseAnswers();
    } finally {
      await Promise.all(flips.map(([id, state]) => flip(id, !state)));
    }
    await expectDatabaseAnswers();
  });

  it('sees any other change of actors within a second: rankings, profiles, another process flipping', async () => {
    await expectDatabaseAnswers();
    const [offline] = await ids('SELECT id FROM actors WHERE NOT is_online ORDER BY id LIMIT 1');
    const [online] = await ids('SELECT id FROM actors WHERE is_online ORDER BY online_ranking, id LIMIT 1');
    // Straight in SQL, as another server process would: nothing is announced to this one.
    const change = async (sign: 1 | -1) => {
      await server.database.db.execute(sql`UPDATE actors SET is_online = NOT is_online WHERE id = ${offline.id}`);
      await server.database.db.execute(
        sql`UPDATE actors SET online_ranking = online_ranking + ${sign * 100_000}, ranking = ranking + ${sign * 100_000} WHERE id = ${online.id}`,
      );
      await server.database.db.execute(sql`UPDATE actors SET gender_type = CASE WHEN gender_type = 'F' THEN 'FF' ELSE 'F' END WHERE id = ${online.id}`);
    };
    await change(1);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await expectDatabaseAnswers();
    } finally {
      await change(-1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectDatabaseAnswers();
  });
});
