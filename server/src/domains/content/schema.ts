import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Legal texts (spec 000 §3 Content): one row per type, product (brand), language and version. */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'terms' | 'privacy' | 'imprint' */
    type: text('type').notNull(),
    /** The brand (product) the text belongs to. */
    product: text('product').notNull(),
    version: integer('version').notNull(),
    language: char('language', { length: 2 }).notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('legal_texts_type_product_language_version_key').on(table.type, table.product, table.language, table.version),
    check('legal_texts_type_check', sql`type IN ('terms', 'privacy', 'imprint')`),
    check('legal_texts_version_check', sql`version > 0`),
  ],
);

export type LegalTextRow = typeof legalTexts.$inferSelect;
