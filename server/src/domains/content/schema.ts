import { char, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Legal texts (spec 000 §3 Content): one row per type, product (brand), language and version. */
export const legalTexts = pgTable('legal_texts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 'terms' | 'privacy' | 'imprint' */
  type: text('type').notNull(),
  product: text('product').notNull(),
  version: integer('version').notNull(),
  language: char('language', { length: 2 }).notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LegalTextRow = typeof legalTexts.$inferSelect;
