import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { useTestServer } from '../../testing/server';
import { CatalogueClock } from './catalogue-clock';
import { setActorOnline } from './online';

describe('CatalogueClock', () => {
  const server = useTestServer({ seedActors: 5 });

  it('moves with every change of the actors table, read at most once per poll interval', async () => {
    let now = 0;
    const clock = new CatalogueClock(server.database.db, 1_000, () => now);
    const first = await clock.version();
    expect(await clock.version()).toBe(first);

    await server.database.db.execute(sql`UPDATE actors SET ranking = ranking + 1 WHERE id = 1`);
    // Within the poll interval the database is not asked again.
    now = 999;
    expect(await clock.version()).toBe(first);
    now = 1_000;
    const afterSql = await clock.version();
    expect(afterSql).not.toBe(first);

    // A change made through this process shows at once, without waiting for the next poll.
    const [actor] = await queryRows<{ isOnline: boolean }>(server.database, sql`SELECT is_online AS "isOnline" FROM actors WHERE id = 2`);
    await setActorOnline(server.database.db, { broadcast: () => undefined, toGuest: () => undefined }, 2, !actor.isOnline);
    expect(await clock.version()).not.toBe(afterSql);
  });

  it('reads once for many concurrent callers', async () => {
    const clock = new CatalogueClock(server.database.db);
    const spy = jest.spyOn(server.database.db, 'execute');
    try {
      const versions = await Promise.all(Array.from({ length: 20 }, () => clock.version()));
      expect(new Set(versions).size).toBe(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
