import { bigint, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Signups waiting for their confirmation link (migration 0007); only the token's SHA-256 is kept. */
export const signupRequests = pgTable('signup_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  language: varchar('language', { length: 2 }).notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
