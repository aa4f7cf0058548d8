import { z } from 'zod';
import { badRequest } from './errors';

export type InputPart = 'body' | 'query' | 'params';

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

/**
 * Validates one part of a request with a zod schema: the parsed value, or a 400 with a clear message.
 * Every REST handler reads its body, query and params through this, so no unchecked input reaches a
 * service.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw badRequest(`Invalid ${part}: ${describeIssues(part, result.error.issues)}`, 'validation_failed');
  }
  return result.data;
}

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
