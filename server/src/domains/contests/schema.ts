import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/** A text in each language of the product (de, en, nl, es). */
export type Localized = Record<string, string>;
/** A sub-contest (spec 001 §7.2 contestSub): a named group of a contest's entries, numbered from 1. */
export interface ContestSub {
  sub: number;
  title: Localized;
}

/** Contests (spec 000 §3 Contest grid): a header by language, a running window, sub-contests. */
export const contests = pgTable(
  'contests',
  {
    id: integer('id').primaryKey(),
    title: jsonb('title').$type<Localized>().notNull(),
    headline: jsonb('headline').$type<Localized>().notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Voting needs an age-verified guest (spec 000 §6); a guest without answers needAvs. */
    requiresAvs: boolean('requires_avs').default(false).notNull(),
    subs: jsonb('subs').$type<ContestSub[]>().default([]).notNull(),
  },
  (table) => [check('contests_window_check', sql`end_at > start_at`), index('contests_end_idx').on(table.endAt)],
);

/** A catalogue media entered in a contest, with its votes (kept beside the votes so the grid never counts). */
export const contestEntries = pgTable(
  'contest_entries',
  {
    contestId: integer('contest_id').notNull(),
    /** The video, album or picture id (one kind per contest, so the id alone names the entry). */
    mediaId: integer('media_id').notNull(),
    mediaType: varchar('media_type', { length: 8 }).notNull(),
    /** The album of a picture, or the album itself. */
    albumId: integer('album_id'),
    actorId: integer('actor_id').notNull(),
    contestSub: smallint('contest_sub').default(1).notNull(),
    itemHash: varchar('item_hash', { length: 16 }).notNull(),
    title: text('title').notNull(),
    votes: integer('votes').default(0).notNull(),
  },
  (table) => [
    primaryKey({ name: 'contest_entries_pkey', columns: [table.contestId, table.mediaId] }),
    foreignKey({ name: 'contest_entries_contest_id_fkey', columns: [table.contestId], foreignColumns: [contests.id] }).onDelete('cascade'),
    foreignKey({ name: 'contest_entries_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    unique('contest_entries_item_hash_key').on(table.itemHash),
    index('contest_entries_votes_idx').on(table.contestId, table.votes.desc(), table.mediaId),
    index('contest_entries_actor_idx').on(table.contestId, table.actorId),
    check('contest_entries_media_type_check', sql`media_type IN ('video', 'album', 'picture')`),
    check('contest_entries_votes_check', sql`votes >= 0`),
  ],
);

/** One vote of a guest for one entry: the primary key makes a second click on the same media a no-op. */
export const contestVotes = pgTable(
  'contest_votes',
  {
    guestId: integer('guest_id').notNull(),
    contestId: integer('contest_id').notNull(),
    mediaId: integer('media_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ name: 'contest_votes_pkey', columns: [table.guestId, table.contestId, table.mediaId] }),
    foreignKey({ name: 'contest_votes_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'contest_votes_entry_fkey', columns: [table.contestId, table.mediaId], foreignColumns: [contestEntries.contestId, contestEntries.mediaId] }).onDelete('cascade'),
  ],
);

/**
 * A guest's counter per contest: the conditional `vote_count < 5` update on this one row is what
 * holds the 5-vote rule when a guest votes from two tabs at once (the row lock serialises them).
 */
export const contestGuestData = pgTable(
  'contest_guest_data',
  {
    guestId: integer('guest_id').notNull(),
    contestId: integer('contest_id').notNull(),
    voteCount: smallint('vote_count').default(0).notNull(),
    hideVoteLimitModal: boolean('hide_vote_limit_modal').default(false).notNull(),
  },
  (table) => [
    primaryKey({ name: 'contest_guest_data_pkey', columns: [table.guestId, table.contestId] }),
    foreignKey({ name: 'contest_guest_data_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'contest_guest_data_contest_id_fkey', columns: [table.contestId], foreignColumns: [contests.id] }).onDelete('cascade'),
    check('contest_guest_data_vote_count_check', sql`vote_count BETWEEN 0 AND 5`),
  ],
);

/** A voting (spec 000 §3 Voting): options by key with counts, usually beside a contest. */
export const votings = pgTable('votings', {
  id: integer('id').primaryKey(),
  contestId: integer('contest_id').references(() => contests.id, { onDelete: 'cascade' }),
  question: jsonb('question').$type<Localized>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const votingOptions = pgTable(
  'voting_options',
  {
    votingId: integer('voting_id').notNull(),
    key: varchar('key', { length: 32 }).notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    position: smallint('position').notNull(),
    count: integer('count').default(0).notNull(),
  },
  (table) => [
    primaryKey({ name: 'voting_options_pkey', columns: [table.votingId, table.key] }),
    foreignKey({ name: 'voting_options_voting_id_fkey', columns: [table.votingId], foreignColumns: [votings.id] }).onDelete('cascade'),
    check('voting_options_count_check', sql`count >= 0`),
  ],
);

/** One vote per guest and voting. */
export const votingVotes = pgTable(
  'voting_votes',
  {
    guestId: integer('guest_id').notNull(),
    votingId: integer('voting_id').notNull(),
    optionKey: varchar('option_key', { length: 32 }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'voting_votes_pkey', columns: [table.guestId, table.votingId] }),
    foreignKey({ name: 'voting_votes_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'voting_votes_option_fkey', columns: [table.votingId, table.optionKey], foreignColumns: [votingOptions.votingId, votingOptions.key] }).onDelete('cascade'),
  ],
);

/** A clash of cams event (spec 000 §3): teams of actors compete in challenges, guests vote. */
export const clashEvents = pgTable('clash_events', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  themeId: integer('theme_id').default(1).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const clashTeams = pgTable(
  'clash_teams',
  {
    id: integer('id').primaryKey(),
    clashId: integer('clash_id').notNull(),
    name: text('name').notNull(),
    captainId: integer('captain_id').notNull(),
    points: integer('points').default(0).notNull(),
  },
  (table) => [
    foreignKey({ name: 'clash_teams_clash_id_fkey', columns: [table.clashId], foreignColumns: [clashEvents.id] }).onDelete('cascade'),
    foreignKey({ name: 'clash_teams_captain_id_fkey', columns: [table.captainId], foreignColumns: [actors.id] }).onDelete('cascade'),
  ],
);

export const clashTeamMembers = pgTable(
  'clash_team_members',
  {
    teamId: integer('team_id').notNull(),
    actorId: integer('actor_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'clash_team_members_pkey', columns: [table.teamId, table.actorId] }),
    foreignKey({ name: 'clash_team_members_team_id_fkey', columns: [table.teamId], foreignColumns: [clashTeams.id] }).onDelete('cascade'),
    foreignKey({ name: 'clash_team_members_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
  ],
);

/** A challenge's media: the catalogue items the teams entered. */
export interface ClashMedia {
  type: 'video' | 'album';
  id: number;
  actorId: number;
  teamId: number;
}

export const clashChallenges = pgTable(
  'clash_challenges',
  {
    id: integer('id').primaryKey(),
    clashId: integer('clash_id').notNull(),
    name: text('name').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').default('').notNull(),
    description: text('description').default('').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    moderatorId: integer('moderator_id').references(() => actors.id, { onDelete: 'set null' }),
    winnerAdmin: integer('winner_admin').references(() => clashTeams.id, { onDelete: 'set null' }),
    media: jsonb('media').$type<ClashMedia[]>().default([]).notNull(),
  },
  (table) => [foreignKey({ name: 'clash_challenges_clash_id_fkey', columns: [table.clashId], foreignColumns: [clashEvents.id] }).onDelete('cascade')],
);

/** One vote per guest and challenge; a second addVote moves it to the other team. */
export const clashVotes = pgTable(
  'clash_votes',
  {
    guestId: integer('guest_id').notNull(),
    challengeId: integer('challenge_id').notNull(),
    teamId: integer('team_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'clash_votes_pkey', columns: [table.guestId, table.challengeId] }),
    foreignKey({ name: 'clash_votes_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'clash_votes_challenge_id_fkey', columns: [table.challengeId], foreignColumns: [clashChallenges.id] }).onDelete('cascade'),
    foreignKey({ name: 'clash_votes_team_id_fkey', columns: [table.teamId], foreignColumns: [clashTeams.id] }).onDelete('cascade'),
    index('clash_votes_challenge_idx').on(table.challengeId, table.teamId),
  ],
);
