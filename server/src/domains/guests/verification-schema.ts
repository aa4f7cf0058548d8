import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { guests } from './schema';

/**
 * Pincall verifications (spec 000 §3 "Pincall verification"; server/docs/myarea.md "Verification"):
 * a phone number the guest asked to be called at, with the PIN the call says (stored as a keyed
 * hash, never as itself), its tries and whether it was confirmed. A number is verified for one
 * guest only (error 6, "number not unique").
 */
export const pincallVerifications = pgTable(
  'pincall_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 6 }).notNull(),
    /** ISO country of the calling code (DE, AT, ...). */
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** The calling code without "+" (49). */
    preCode: varchar('pre_code', { length: 4 }).notNull(),
    /** The national number without the calling code. */
    number: varchar('number', { length: 15 }).notNull(),
    /** The whole number in international form (+4917012345678). */
    e123: varchar('e123', { length: 16 }).notNull(),
    pinHash: text('pin_hash').notNull(),
    pinLength: smallint('pin_length').notNull(),
    /** Wrong PINs entered so far; at the limit the verification takes none more (error 9). */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The PIN is good until then (error 4 after). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('pincall_verifications_guest_idx').on(table.guestId, table.createdAt.desc()),
    uniqueIndex('pincall_verifications_verified_e123_key').on(table.e123).where(sql`verified`),
    check('pincall_verifications_type_check', sql`type IN ('mobile', 'fixed')`),
    check('pincall_verifications_pin_length_check', sql`pin_length IN (5, 6)`),
    check('pincall_verifications_failed_attempts_check', sql`failed_attempts >= 0`),
    check('pincall_verifications_verified_check', sql`verified = (verified_at IS NOT NULL)`),
  ],
);
export type PincallVerificationRow = typeof pincallVerifications.$inferSelect;

/**
 * The demo call provider's log (DEMO_PROVIDERS=on only): the calls it "made", PIN included, for the
 * dev-only inbox page /demo-pincall/. A real provider keeps no such thing here.
 */
export const demoPincallCalls = pgTable(
  'demo_pincall_calls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    e123: varchar('e123', { length: 16 }).notNull(),
    pin: varchar('pin', { length: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_pincall_calls_created_idx').on(table.createdAt.desc())],
);

/**
 * Age-verification checks (spec 001 §7.4 "age-verification pay request"): one a pay request, paid or
 * declined at the (demo) provider's checkout. The guest's avs state (guests.avs_status) follows the
 * newest decided one.
 */
export const avsChecks = pgTable(
  'avs_checks',
  {
    id: uuid('id').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 9 }).notNull().default('open'),
    /** Where the checkout sends the guest back to: a path on our own origin. */
    forwardUrl: text('forward_url').notNull(),
    /** Why the provider rejected the check (shown to the guest). */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('avs_checks_guest_idx').on(table.guestId, table.createdAt.desc()),
    check('avs_checks_status_check', sql`status IN ('open', 'pending', 'accepted', 'rejected', 'cancelled')`),
  ],
);
export type AvsCheckRow = typeof avsChecks.$inferSelect;
