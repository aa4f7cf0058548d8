import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import type { Executor } from '../../db/helpers';
import type { GuestRow } from './schema';
import { findGuestById } from './service';

/** The guest who asks: every guest/... call that changes something acts on this one only, whatever ids its body names. */
export async function loggedInGuest(db: Executor, request: FastifyRequest): Promise<GuestRow> {
  const session = await requireSession(request);
  const row = await findGuestById(db, session.guestId);
  if (!row) throw unauthorized('Your session has expired. Please log in again.', 'session_expired');
  return row;
}
