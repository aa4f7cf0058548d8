import { bigint, date, doublePrecision, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Tracking events and profile visits as migration 0004 creates them. */
export const trackingEvents = pgTable('tracking_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
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
});

export const actorProfileVisits = pgTable(
  'actor_profile_visits',
  {
    actorId: integer('actor_id').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').default(0).notNull(),
  },
  (table) => [primaryKey({ columns: [table.actorId, table.day] })],
);
