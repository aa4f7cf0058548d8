import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/**
 * One event a client sent as a beacon (spec 000 §3 Tracking event). The guest id is set when the
 * beacon carried a valid session (the token itself is never stored); visitors' events have none.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's clock: it may be off, receivedAt is the server's. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    guestId: integer('guest_id'),
    source: varchar('source', { length: 60 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    context: varchar('context', { length: 200 }),
    data: jsonb('data').default({}).$type<Record<string, unknown>>().notNull(),
    int1: bigint('int1', { mode: 'number' }),
    int2: bigint('int2', { mode: 'number' }),
    int3: bigint('int3', { mode: 'number' }),
    int4: bigint('int4', { mode: 'number' }),
    int5: bigint('int5', { mode: 'number' }),
    float1: doublePrecision('float1'),
    float2: doublePrecision('float2'),
    float3: doublePrecision('float3'),
    float4: doublePrecision('float4'),
    float5: doublePrecision('float5'),
  },
  (table) => [
    foreignKey({ name: 'tracking_events_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('set null'),
    // The newest events of a type (internal/tracking/latest, analytics per type).
    index('tracking_events_type_idx').on(table.type, table.id.desc().nullsFirst()),
    index('tracking_events_guest_idx').on(table.guestId).where(sql`guest_id IS NOT NULL`),
  ],
);

/** Profile visits counted per actor and UTC day. */
export const actorProfileVisits = pgTable(
  'actor_profile_visits',
  {
    actorId: integer('actor_id').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').default(0).notNull(),
  },
  (table) => [
    primaryKey({ name: 'actor_profile_visits_pkey', columns: [table.actorId, table.day] }),
    foreignKey({ name: 'actor_profile_visits_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    check('actor_profile_visits_visits_check', sql`visits >= 0`),
  ],
);
