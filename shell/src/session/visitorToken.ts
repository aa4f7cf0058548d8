import * as z from 'zod/mini';
import type { RestClient } from '@vx/shared';

const visitorTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** A token asked this long before its end is asked anew: a call must not arrive just after it expired. */
const EARLY_MS = 60_000;

/**
 * The visitor token of the query service (server/docs/foundation.md, `vxql/visitorToken`, 24 h):
 * asked on a visitor's first query, shared by the queries that wait for it, kept until shortly
 * before it expires or the service refuses it.
 */
export function visitorTokens(rest: RestClient, now: () => number = Date.now): (fresh: boolean) => Promise<string> {
  let held: Promise<{ token: string; until: number }> | null = null;
  const ask = () =>
    rest.call('vxql/visitorToken', { schema: visitorTokenSchema }).then(({ token, expiresAt }) => ({ token, until: Date.parse(expiresAt) - EARLY_MS }));
  return async (fresh) => {
    const current = held && !fresh ? await held.catch(() => null) : null;
    if (current && current.until > now()) return current.token;
    held = ask();
    return (await held).token;
  };
}
