import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors';

type InputPart = 'body' | 'query' | 'params';

/** One line a person can act on: "body.email: Invalid email address; body.password: Too small". */
export function describeIssues(part: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = [part, ...issue.path.map(String)].join('.');
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

/** Fastify's names of the request parts, as the error messages name them. */
const PART_NAMES: Record<string, InputPart> = { body: 'body', querystring: 'query', params: 'params' };

/**
 * The validator of every route's `schema: { params, querystring, body }` (zod schemas, typed for the
 * handler by fastify-type-provider-zod's ZodTypeProvider): the handler gets the parsed values, bad
 * input answers 400 validation_failed before the handler runs. A missing body reads as {}, so that
 * a bodiless POST names the fields it lacks.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? ''];
  if (!part) throw new Error(`zod schemas validate body, querystring and params, not ${httpPart}`);
  return (value) => {
    try {
      const result = schema.safeParse(value ?? {});
      if (result.success) return { value: result.data };
      return { error: badRequest(`Invalid ${part}: ${describeIssues(part, result.error.issues)}`, 'validation_failed') };
    } catch (error) {
      // A transform may throw its own answer (the tile grid's payload that is not JSON answers invalid_payload).
      return { error: error as Error };
    }
  };
};

/** The largest id a PostgreSQL integer column holds. */
export const INT32_MAX = 2_147_483_647;

/**
 * Plain decimal digits only: z.coerce.number() read '1e3' as 1000, '0x10' as 16, ' 12' as 12 and
 * '1.0' as 1, so one row had many spellings and odd strings reached the services.
 */
const DECIMAL_DIGITS = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A whole number in [min, max] from a JSON number or, in params and query, a string of plain decimal
 * digits; anything else is refused.
 */
export function strictInt(min: number, max: number = INT32_MAX) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_DIGITS, 'Expected plain decimal digits').transform(Number)])
    .pipe(z.number().int().min(min).max(max));
}

/** A row id in params or query: 1 to 2^31-1, strictly parsed (see strictInt). */
export const idSchema = strictInt(1);

/** A row id in a JSON body: a number only, as the contract types it (no digit strings). */
export const bodyIdSchema = z.number().int().min(1).max(INT32_MAX);

/**
 * A path segment of URL-encoded JSON checked with `schema` (spec 001 §7.2 tileGrid/get/{type}/{payload},
 * blog/posts/{categoryId}/{payload}): text that is not JSON answers 400 invalid_payload naming `example`.
 */
export function jsonPathPayload<T extends z.ZodType>(schema: T, example: string) {
  return z
    .string()
    .max(2_000)
    .transform((raw): unknown => {
      try {
        // Fastify has already decoded the path segment once.
        return JSON.parse(raw);
      } catch {
        throw badRequest(`Invalid payload: expected URL-encoded JSON such as ${example}`, 'invalid_payload');
      }
    })
    .pipe(schema);
}
