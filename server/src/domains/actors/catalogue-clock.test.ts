import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { useTestServer } from '../../testing/server';
import { CatalogueClock } from './catalogue-clock';
import { setActorOnline } from './online';

const noHub = { broadcast: () => undefined, toGuest: () => undefined };

describe('CatalogueClock', () => {
  const server = useTestServer({ seedActors: 5 });
  const isOnline = async (id: number) =>
    (await queryRows<{ isOnline: boolean }>(server.database, sql`SELECT is_online AS "isOnline" FROM actors WHERE id = ${id}`))[0].isOnline;

  it('moves with every change of the actors table but its own online flips, read at most once per poll interval', async () => {
    let now = 0;
    const clock = new CatalogueClock(server.database.db, 1_000, () => now);
    const first = await clock.generation();
    expect(await clock.generation()).toBe(first);

    await server.database.db.execute(sql`UPDATE actors SET ranking = ranking + 1 WHERE id = 1`);
    // Within the poll interval the database is not asked again.
    now = 999;
    expect(await clock.generation()).toBe(first);
    now = 1_000;
    const afterSql = await clock.generation();
    expect(afterSql).not.toBe(first);

    // This process's flips (and a flip to the state an actor already has) leave the generation: the search applies them itself.
    await setActorOnline(server.database.db, noHub, 2, !(await isOnline(2)));
    await setActorOnline(server.database.db, noHub, 3, await isOnline(3));
    now = 2_000;
    expect(await clock.generation()).toBe(afterSql);

    // A flip among other changes does not hide them.
    await setActorOnline(server.database.db, noHub, 2, !(await isOnline(2)));
    await server.database.db.execute(sql`UPDATE actors SET is_online = NOT is_online WHERE id = 4`);
    now = 3_000;
    expect(await clock.generation()).not.toBe(afterSql);
  });

  it('reads once for many concurrent callers', async () => {
    const clock = new CatalogueClock(server.database.db);
    const spy = jest.spyOn(server.database.db, 'execute');
    try {
      const generations = await Promise.all(Array.from({ length: 20 }, () => clock.generation()));
      expect(new Set(generations).size).toBe(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
