import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentSession } from '../../http/auth';
import type { AppDeps } from '../types';

/**
 * Promo-code attempts (redeeming or checking a code) per guest and per client address. A guest
 * typing the code they were given never gets near these; a guesser gets nowhere. Counted for every
 * attempt, right or wrong, so the answer's timing tells nothing either.
 */
export const PROMO_ATTEMPT_LIMITS = { perGuest: 10, perAddress: 30, windowMs: 15 * 60_000 } as const;

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

// One pair per built app (deps is made once in buildApp): REST and vxql count into the same budget,
// so switching channels gains a guesser nothing. With REDIS_URL the store is shared by every node.
const limits = new WeakMap<AppDeps, readonly Limit[]>();

function limitsOf(deps: AppDeps, server: FastifyInstance): readonly Limit[] {
  let found = limits.get(deps);
  if (!found) {
    const { perGuest, perAddress, windowMs } = PROMO_ATTEMPT_LIMITS;
    found = [
      server.createRateLimit({
        max: perGuest,
        timeWindow: windowMs,
        keyGenerator: async (request) => `promo-guest:${(await currentSession(request))?.guestId ?? 'visitor'}`,
      }),
      server.createRateLimit({ max: perAddress, timeWindow: windowMs, keyGenerator: (request) => `promo-address:${normalizeIP(request.ip)}` }),
    ];
    limits.set(deps, found);
  }
  return found;
}

/** Counts one promo-code attempt of the request's guest and address: the seconds to wait when over a limit, else 0. */
export async function promoAttemptWait(deps: AppDeps, request: FastifyRequest): Promise<number> {
  let wait = 0;
  for (const limit of limitsOf(deps, request.server)) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
  }
  return wait;
}

export const PROMO_ATTEMPTS_MESSAGE = 'Too many promo code attempts. Please try again later.';
