import type { Executor } from '../../db/helpers';
import { allEpisodes, mediathekVideos } from './catalogue';

const row = (id: number, formatKey: string, episode: number) => ({
  id, hashId: `hash${String(id).padStart(6, '0')}`, season: 1, episode, titleDe: `Folge ${episode}`, titleEn: `Episode ${episode}`,
  duration: 600, ageRating: 16, description: '', releasedAt: new Date('2026-01-01T00:00:00Z'), actorId: id, actorName: `Actor ${id}`,
  formatKey, formatTitleDe: formatKey, formatTitleEn: formatKey,
});
const ROWS = [row(1, 'road-trip', 1), row(2, 'road-trip', 2), row(3, 'fan-wishes', 1), row(4, 'fan-wishes', 2), row(5, 'backstage', 1)];

/**
 * A stand-in for the database: a drizzle query is a builder whose every step returns itself and
 * which runs its SQL each time it is awaited (a thenable). Counts the runs.
 */
function countingDatabase() {
  const runs = { n: 0 };
  const query: Record<string, unknown> = {};
  for (const step of ['select', 'from', 'innerJoin', 'where', 'orderBy', 'limit', 'offset']) query[step] = () => query;
  query.then = (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) => {
    runs.n += 1;
    return Promise.resolve(ROWS).then(resolve, reject);
  };
  return { db: query as unknown as Executor, runs };
}

describe('the mediathek from memory (DESIGN.md §6: a list at 500 requests/s)', () => {
  it('reads the episodes once for many pages and awaits, not once per await', async () => {
    const { db, runs } = countingDatabase();
    await Promise.all([allEpisodes(db), allEpisodes(db)]);
    await allEpisodes(db);
    for (let page = 0; page < 5; page += 1) await mediathekVideos(db, {}, { first: 2, offset: page * 2 }, 'en');
    expect(runs.n).toBe(1);
  });

  it('filters by format, content groups and excluded hash ids, pages after filtering and counts the whole match', async () => {
    const { db } = countingDatabase();
    const ids = async (filter: Parameters<typeof mediathekVideos>[1], first = 30, offset = 0) => {
      const page = await mediathekVideos(db, filter, { first, offset }, 'de');
      return { total: page.total, ids: page.items.map((item) => item.id) };
    };
    expect(await ids({})).toEqual({ total: 5, ids: [1, 2, 3, 4, 5] });
    expect(await ids({ formatKey: 'fan-wishes' })).toEqual({ total: 2, ids: [3, 4] });
    expect(await ids({ contentGroups: ['road-trip', 'backstage'], excludedHashIds: ['hash000001'] })).toEqual({ total: 2, ids: [2, 5] });
    expect(await ids({}, 2, 2)).toEqual({ total: 5, ids: [3, 4] });
    expect(await ids({ formatKey: 'road-trip', contentGroups: ['fan-wishes'] })).toEqual({ total: 0, ids: [] });
    expect((await mediathekVideos(db, {}, { first: 1, offset: 0 }, 'de')).items[0]).toMatchObject({ title: 'Folge 1', format: { key: 'road-trip' } });
  });
});
