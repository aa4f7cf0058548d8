import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { MIGRATIONS_TABLE } from '../db/drizzle-migrations';
import { queryRows } from './db';

const DOMAINS = join(__dirname, '../domains');

/** The domains' schema.ts and …-schema.ts files: drizzle.config.ts `schema`, one path each. */
export function schemaFiles(): string[] {
  return readdirSync(DOMAINS, { withFileTypes: true })
    .filter((domain) => domain.isDirectory())
    .flatMap((domain) => readdirSync(join(DOMAINS, domain.name)).filter((file) => /^(.+-)?schema\.ts$/.test(file)).map((file) => join(DOMAINS, domain.name, file)));
}

/** Every table the drizzle schema declares. */
export function schemaTables(): PgTable[] {
  const modules = schemaFiles().map((file) => require(file) as Record<string, unknown>);
  return [...new Set(modules.flatMap((module) => Object.values(module).filter((value): value is PgTable => is(value, PgTable))))];
}

/** PostgreSQL's spelling of a type as drizzle's getSQLType spells it. */
function drizzleSpelling(type: string): string {
  return type
    .replace(/^character varying/, 'varchar')
    .replace(/^character\b/, 'char')
    .replace(/^timestamp\((\d)\) with time zone/, 'timestamp ($1) with time zone');
}

/** The type a drizzle column creates: a serial is its integer type with a sequence default. */
function createdType(sqlType: string): string {
  return { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' }[sqlType] ?? sqlType;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
}

/**
 * Where the migrated database and the drizzle schema disagree, one line each: a table or column
 * only one of them has, or a column whose type, NOT NULL or default differs. Empty when they agree.
 */
export async function schemaDrift(database: Database, tables: readonly PgTable[]): Promise<string[]> {
  const rows = await queryRows<ColumnRow>(
    database,
    sql`SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
               a.attnotnull AS not_null, (a.atthasdef OR a.attidentity <> '') AS has_default
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
           AND c.relname <> ${MIGRATIONS_TABLE}`,
  );
  const database_ = new Map<string, ColumnRow>(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
  const drift: string[] = [];
  const declared = new Set<string>();
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      const key = `${config.name}.${column.name}`;
      declared.add(key);
      const row = database_.get(key);
      if (!row) {
        drift.push(`${key}: in the schema, not in the migrated database`);
        continue;
      }
      const type = drizzleSpelling(row.type);
      if (type !== createdType(column.getSQLType())) drift.push(`${key}: type ${column.getSQLType()} in the schema, ${type} in the database`);
      const nullability = (notNull: boolean) => (notNull ? 'NOT NULL' : 'nullable');
      if (row.not_null !== column.notNull) drift.push(`${key}: ${nullability(column.notNull)} in the schema, ${nullability(row.not_null)} in the database`);
      const hasDefault = column.hasDefault || column.generatedIdentity !== undefined;
      const defaults = (has: boolean) => (has ? 'a default' : 'no default');
      if (row.has_default !== hasDefault) drift.push(`${key}: ${defaults(hasDefault)} in the schema, ${defaults(row.has_default)} in the database`);
    }
  }
  for (const key of database_.keys()) if (!declared.has(key)) drift.push(`${key}: in the migrated database, not in the schema`);
  return drift.sort();
}
