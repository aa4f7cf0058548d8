import type { z } from 'zod';
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
