import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { requireInternal } from './internal';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const statusOf = (fn: () => void): number | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
};

describe('requireInternal', () => {
  const secret = 'internal-secret-of-enough-length';

  it('hides internal routes (404) when no secret is configured', () => {
    expect(statusOf(() => requireInternal(requestWith({ 'x-internal-secret': 'anything' }), { INTERNAL_SECRET: undefined }))).toBe(404);
  });

  it('refuses a missing or wrong secret with 403', () => {
    expect(statusOf(() => requireInternal(requestWith({}), { INTERNAL_SECRET: secret }))).toBe(403);
    expect(statusOf(() => requireInternal(requestWith({ 'x-internal-secret': 'short' }), { INTERNAL_SECRET: secret }))).toBe(403);
  });

  it('lets the right secret through', () => {
    expect(statusOf(() => requireInternal(requestWith({ 'x-internal-secret': secret }), { INTERNAL_SECRET: secret }))).toBeNull();
  });
});
