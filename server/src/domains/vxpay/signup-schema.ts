import { sql } from 'drizzle-orm';
import { bigint, char, check, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Signups waiting for their confirmation link. The guest row is created only by the link, so an
 * address nobody confirmed never blocks its owner, and the signup answer is the same for a new and an
 * existing address. Only the SHA-256 of the mailed token is kept, as for password resets.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique('signup_requests_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  () => [
    check('signup_requests_email_check', sql`email = lower(email) AND length(email) BETWEEN 3 AND 254`),
    check('signup_requests_name_check', sql`length(name) BETWEEN 1 AND 40`),
    check('signup_requests_language_check', sql`language IN ('de', 'en', 'nl', 'es')`),
  ],
);
