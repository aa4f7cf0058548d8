import { stdSerializers } from 'pino';

/** What a PostgreSQL error says about itself without any value: SQLSTATE and the names involved. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
/** Fields that carry the statement or the values of a row: drizzle's query/params, PostgreSQL's detail and context. */
const QUERY_FIELDS = ['query', 'params', 'detail', 'where', 'internalQuery'];

type Fields = Record<string, unknown>;

/** The error and what it wraps: `cause`, or GraphQL's `originalError` (a resolver's failure). */
function chainOf(error: Error): Fields[] {
  const chain: Fields[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; ) {
    chain.push(current as unknown as Fields);
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return chain;
}

/** A PostgreSQL error (PGlite or pg): a five-character SQLSTATE and a severity. */
const isDatabaseError = (fields: Fields) => typeof fields.code === 'string' && fields.code.length === 5 && typeof fields.severity === 'string';

/**
 * Errors as pino logs them, except database errors: drizzle puts the whole statement and its
 * parameters into the message ("Failed query: … params: …") and PostgreSQL puts row values into
 * its message and detail ("invalid input syntax …: "<value>"", "Key (email)=(…) already exists").
 * Those are logged by SQLSTATE, constraint, table and column, with the stack's frames only.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return stdSerializers.err(error as Error);
  const chain = chainOf(error);
  if (!chain.some((fields) => isDatabaseError(fields) || QUERY_FIELDS.some((field) => field in fields))) return stdSerializers.err(error);
  const database = chain.find(isDatabaseError) ?? {};
  const message = 'Database query failed';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: Fields = { type: error.constructor.name, message, stack: [`${error.constructor.name}: ${message}`, ...frames].join('\n') };
  for (const field of DATABASE_FIELDS) if (database[field] !== undefined) logged[field] = database[field];
  return logged;
}
