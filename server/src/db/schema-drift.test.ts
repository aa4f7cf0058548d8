import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { openTestDatabase } from '../testing/db';
import { schemaDrift, schemaTables } from '../testing/schema-drift';

/**
 * Where they disagree today, written down so that any new disagreement fails and each one fixed
 * must leave this list: column defaults the SQL sets and the schema does not declare, two tables
 * only the SQL has, and token hashes the SQL types char(64).
 */
const MISSING_DEFAULTS = [
  'actor_profile_visits.visits', 'actors.about', 'actors.banned_country_codes',
  'actors.conversion_chat_available', 'actors.feature_audio', 'actors.feature_dildocontrol',
  'actors.feature_hd', 'actors.feature_live_preview', 'actors.free_chat', 'actors.is_online',
  'actors.languages', 'actors.online_mobile_videocall', 'actors.online_ranking', 'actors.price_currency',
  'actors.ranking', 'actors.rating_count_90d', 'actors.registered_since', 'actors.satisfaction_rate_90d',
  'actors.sedcard_count', 'actors.star', 'actors.three_words', 'actors.ticket_show_running',
  'actors.top_amateur', 'actors.voucher_chat_minutes', 'actors.voyeur_available', 'albums.age_rating',
  'albums.created_at', 'albums.description', 'albums.dislikes', 'albums.free', 'albums.likes',
  'albums.price_currency', 'albums.total_views', 'albums.type', 'albums.vip_content',
  'chat_shows.description', 'chat_shows.is_auto_featured', 'chat_shows.is_featured',
  'chat_shows.is_internal', 'chat_shows.language', 'chat_shows.post_buy_info', 'chat_shows.price_currency',
  'favourite_actors.notify_email', 'favourite_actors.notify_sms', 'pictures.dislikes', 'pictures.likes',
  'postal_codes.country', 'tracking_events.data', 'videos.age_rating', 'videos.cam_recording',
  'videos.classic', 'videos.description', 'videos.discount', 'videos.free', 'videos.likes',
  'videos.price_currency', 'videos.vip30_offer', 'videos.vip',
];
const KNOWN_DRIFT = [
  ...MISSING_DEFAULTS.map((column) => `${column}: no default in the schema, a default in the database`),
  'catalogue_changes.id: in the migrated database, not in the schema',
  'catalogue_changes.version: in the migrated database, not in the schema',
  'password_resets.token_hash: type text in the schema, char(64) in the database',
  'refresh_tokens.token_hash: type text in the schema, char(64) in the database',
  'sessions.token_hash: type text in the schema, char(64) in the database',
  'signup_requests.created_at: in the migrated database, not in the schema',
  'signup_requests.email: in the migrated database, not in the schema',
  'signup_requests.expires_at: in the migrated database, not in the schema',
  'signup_requests.id: in the migrated database, not in the schema',
  'signup_requests.language: in the migrated database, not in the schema',
  'signup_requests.name: in the migrated database, not in the schema',
  'signup_requests.password_hash: in the migrated database, not in the schema',
  'signup_requests.token_hash: in the migrated database, not in the schema',
  'signup_requests.used_at: in the migrated database, not in the schema',
].sort();

/** The drizzle schema (what queries are typed against) and the database the migrations make: a check in CI. */
describe('the drizzle schema and the migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('declare the same tables and columns, types, NOT NULLs and defaults, but for the known drift', async () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(await schemaDrift(database, tables)).toEqual(KNOWN_DRIFT);
  });

  it('are told apart when the schema changes without a migration', async () => {
    // actor_notes as a schema edit would leave it: comment dropped, a column added, a type changed.
    const edited = pgTable('actor_notes', {
      guestId: integer('guest_id').notNull(),
      actorId: text('actor_id').notNull(),
      updatedAt: text('updated_at').notNull().default(''),
      mood: integer('mood'),
    });
    const others = schemaTables().filter((table) => table[Symbol.for('drizzle:Name') as never] !== 'actor_notes');
    const drift = await schemaDrift(database, [...others, edited]);
    expect(drift.filter((line) => line.startsWith('actor_notes.'))).toEqual([
      'actor_notes.actor_id: type text in the schema, integer in the database',
      'actor_notes.comment: in the migrated database, not in the schema',
      'actor_notes.mood: in the schema, not in the migrated database',
      'actor_notes.updated_at: type text in the schema, timestamp with time zone in the database',
    ]);
    expect(drift.length).toBeGreaterThan(KNOWN_DRIFT.length);
  });
});
