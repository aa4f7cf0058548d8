import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedCatalogue } from './seed';
import { seedFeedPosts } from './seed/posts';
import { seedTv } from './seed/tv';
import { seedPostalCodes } from './domains/geo/dataset';
import { seedChatShows } from './domains/shows/seed';
import { backfillNameKeys } from './domains/guests/service';
import { seedDemoBonusCodes } from './domains/rewards/demo-codes';
import { seedDailyBonusDays } from './domains/rewards/daily-bonus';
import { seedGames } from './domains/games/seed';
import { seedSpecialEvents } from './domains/special/seed';
import { seedBlogPosts } from './domains/blog/seed';
import { seedContests } from './domains/contests/seed';

/** Opens the database, applies pending migrations and seeds the catalogue and postal codes if they are empty. */
export async function prepareDatabase(config: Config, log: Logger, seedActors = config.SEED_ACTORS): Promise<Database> {
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    const names = await backfillNameKeys(database.db);
    if (names.keyed + names.clashes > 0) log.info(names, 'guest name keys filled in (clashes stay unkeyed)');
    const seeded = await seedCatalogue(database, { actors: seedActors, videosPerActor: config.SEED_VIDEOS_PER_ACTOR });
    if (seeded.seeded) {
      log.info({ actors: seeded.actors, videos: seeded.videos, albums: seeded.albums }, 'catalogue seeded');
      // The embedded database has no autovacuum: without statistics the planner guesses row counts
      // and picks poor plans for the search (a bitmap over a price range matching every actor).
      await database.exec('ANALYZE');
    }
    const postalCodes = await seedPostalCodes(database.db);
    if (postalCodes > 0) log.info({ postalCodes }, 'postal codes loaded');
    const shows = await seedChatShows(database.db);
    if (shows > 0) log.info({ shows }, 'cam shows seeded');
    const posts = await seedFeedPosts(database);
    if (posts > 0) log.info({ posts }, 'feed posts seeded');
    const articles = await seedBlogPosts(database.db);
    if (articles > 0) log.info({ articles }, 'blog posts seeded');
    const episodes = await seedTv(database);
    if (episodes > 0) log.info({ episodes }, 'TV series and program seeded');
    const contests = await seedContests(database.db);
    if (contests > 0) log.info({ contests }, 'contests and the clash of cams seeded');
    const bonusCodes = config.DEMO_PROVIDERS === 'on' ? await seedDemoBonusCodes(database.db) : 0;
    if (bonusCodes > 0) log.info({ bonusCodes }, 'demo bonus codes seeded');
    const dailyBonusDays = await seedDailyBonusDays(database.db);
    if (dailyBonusDays > 0) log.info({ dailyBonusDays }, 'daily bonus days seeded');
    const games = await seedGames(database.db);
    if (games > 0) log.info({ games }, 'reward games seeded');
    const specialEvents = await seedSpecialEvents(database.db);
    if (specialEvents > 0) log.info({ specialEvents }, 'special events seeded');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
