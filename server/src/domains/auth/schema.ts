import { sql } from 'drizzle-orm';
import { bigint, char, foreignKey, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/**
 * A login (issue 7): one row here, the refresh tokens handed out in turn, and the access tokens
 * (sessions) it issued. Revoking the family ends all of them at once: logout, a replayed refresh
 * token, a lock.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute cap: no renewal reaches beyond it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({ name: 'session_families_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    index('session_families_guest_active').on(table.guestId).where(sql`revoked_at IS NULL`),
  ],
);

/** Refresh tokens of a family: only the SHA-256 is stored; `usedAt` is set when one is exchanged for the next. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    familyId: bigint('family_id', { mode: 'number' }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({ name: 'refresh_tokens_family_id_fkey', columns: [table.familyId], foreignColumns: [sessionFamilies.id] }).onDelete('cascade'),
    index('refresh_tokens_family').on(table.familyId),
  ],
);

/**
 * Access tokens. A token is 32 random bytes handed to the client once; the database keeps only its
 * SHA-256, so a leaked database dump cannot be replayed as logins.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The login that issued it; null only for tokens from before session families (all revoked). */
    familyId: bigint('family_id', { mode: 'number' }),
  },
  (table) => [
    foreignKey({ name: 'sessions_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'sessions_family_id_fkey', columns: [table.familyId], foreignColumns: [sessionFamilies.id] }).onDelete('cascade'),
    index('sessions_guest_active').on(table.guestId).where(sql`revoked_at IS NULL`),
    index('sessions_family').on(table.familyId).where(sql`revoked_at IS NULL`),
  ],
);

/** Password-reset tokens, likewise hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique('password_resets_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [foreignKey({ name: 'password_resets_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade')],
);
