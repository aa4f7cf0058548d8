import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/helpers';

/** Column types the bulk insert can cast to. */
export type ColumnType = 'int' | 'real' | 'bool' | 'text' | 'timestamptz' | 'text[]';

type Cell = string | number | boolean | Date | null | readonly string[];

/** Rows per statement; each column travels as one array parameter, so this is not a parameter limit. */
const ROWS_PER_STATEMENT = 5_000;

/** A PostgreSQL array literal ({"de","en"}) for one row's text[] value; quotes and backslashes escaped. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function toArrayElement(value: Cell, type: ColumnType): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // unnest would flatten a two-dimensional array, so a row's text[] travels as its literal and is cast back.
  if (type === 'text[]') return arrayLiteral(value as readonly string[]);
  return value as string | number | boolean;
}

function columnArray(values: (string | number | boolean | null)[], type: ColumnType): SQL {
  const arrayType = type === 'text[]' ? 'text' : type;
  return sql`${sql.param(values)}::${sql.raw(arrayType)}[]`;
}

/**
 * Bulk insert as `INSERT ... SELECT FROM unnest($1::int[], $2::text[], ...)`: one array parameter
 * per column instead of one parameter per cell. PostgreSQL and PGlite both parse a handful of big
 * arrays far faster than a million single parameters, which keeps a 10,000-actor seed quick.
 */
export async function insertRows<Row extends object, Column extends keyof Row & string>(
  db: Executor,
  table: string,
  columns: Readonly<Record<Column, ColumnType>>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns) as Column[];
  const columnList = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const selectList = sql.join(
    names.map((name, index) =>
      columns[name] === 'text[]' ? sql.raw(`c${index}::text[]`) : sql.raw(`c${index}`),
    ),
    sql`, `,
  );
  const aliases = sql.raw(names.map((_, index) => `c${index}`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = names.map((name) =>
      columnArray(batch.map((row) => toArrayElement(row[name] as Cell, columns[name])), columns[name]),
    );
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${columnList}) SELECT ${selectList} FROM unnest(${sql.join(arrays, sql`, `)}) AS t(${aliases})`,
    );
  }
}
