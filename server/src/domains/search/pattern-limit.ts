import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@vx/shared/constants';
import { FailureLimiter } from '../auth/rate-limit';
import type { AppDeps } from '../types';
import type { TextQuery } from './text-query';

/**
 * storeSearchPattern is open to visitors, so it is limited per client address: a guest submits a
 * search every few seconds at most; a script storing words to push them into completions gets
 * PATTERN_STORE_LIMIT.perAddress a window. With REDIS_URL the budget holds across server nodes.
 */
export const PATTERN_STORE_LIMIT = { perAddress: 30, windowMs: 10 * 60_000 } as const;
const DAY_MS = 86_400_000;

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

interface Limits {
  perAddress: Limit;
  /** An address counts a pattern once a day (in this process's memory): repeating it adds nothing. */
  repeats: FailureLimiter;
}

// One set per built app (deps is made once in buildApp), as shows/promo-attempts.ts.
const limits = new WeakMap<AppDeps, Limits>();

function limitsOf(deps: AppDeps, server: FastifyInstance): Limits {
  let found = limits.get(deps);
  if (!found) {
    const { perAddress, windowMs } = PATTERN_STORE_LIMIT;
    found = {
      perAddress: server.createRateLimit({ max: perAddress, timeWindow: windowMs, keyGenerator: (request) => `search-pattern:${normalizeIP(request.ip)}` }),
      repeats: new FailureLimiter({ maxFailures: 1, windowMs: DAY_MS }),
    };
    limits.set(deps, found);
  }
  return found;
}

/** Seconds the request's address must wait before storing again; 0 when it may store now (and the store is counted). */
export async function patternStoreWait(deps: AppDeps, request: FastifyRequest): Promise<number> {
  const result = await limitsOf(deps, request.server).perAddress(request);
  return !result.isAllowed && result.isExceeded ? Math.max(result.ttlInSeconds, 1) : 0;
}

/** Whether this address's search of the pattern is the first today, and so counts; remembers it. */
export function firstToday(deps: AppDeps, request: FastifyRequest, language: Language, query: TextQuery): boolean {
  const { repeats } = limitsOf(deps, request.server);
  const key = `${normalizeIP(request.ip)}|${language}|${query.text}`;
  if (repeats.retryAfterMs(key) > 0) return false;
  repeats.fail(key);
  return true;
}
