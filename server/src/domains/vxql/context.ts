import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Language } from '@vx/shared/constants';
import type { GuestRow } from '../guests/schema';

/** What every resolver of the query service (/vxql) and the feed service (/feed) receives. */
export interface GraphQLContext {
  /** The logged-in guest, or null for a visitor. */
  guest: GuestRow | null;
  guestId: number | null;
  /** From the `language` query parameter, English when missing or unknown. */
  language: Language;
  request: FastifyRequest;
}

/** The logged-in guest of a resolver that needs one; a GraphQL error for visitors. */
export function requireGuest(ctx: GraphQLContext): GuestRow {
  if (!ctx.guest) throw new GraphQLError('Login required', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.guest;
}
