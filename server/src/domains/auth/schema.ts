import { bigint, char, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A login: its refresh tokens and access tokens end together when it is revoked (migration 0006). */
export const sessionFamilies = pgTable('session_families', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  guestId: integer('guest_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute cap of the login. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Refresh tokens of a family, hashed; `usedAt` is set when one is exchanged for the next. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  familyId: bigint('family_id', { mode: 'number' }).notNull(),
  tokenHash: char('token_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Access tokens: only the SHA-256 of a token is stored, never the token (migration 0001). */
export const sessions = pgTable('sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  guestId: integer('guest_id').notNull(),
  /** The login that issued it; null only for tokens from before migration 0006 (all revoked). */
  familyId: bigint('family_id', { mode: 'number' }),
  tokenHash: char('token_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Password-reset tokens, likewise hashed, single use, short-lived. */
export const passwordResets = pgTable('password_resets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  guestId: integer('guest_id').notNull(),
  tokenHash: char('token_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
