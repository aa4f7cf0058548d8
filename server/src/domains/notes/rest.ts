import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionRequired } from '../../http/auth';
import { notFound } from '../../http/errors';
import { bodyIdSchema } from '../../http/validate';
import { actorIdSchema } from '../actors/rest';
import { actors } from '../actors/schema';
import type { AppDeps } from '../types';
import { actorNotes } from './schema';

export const NOTE_MAX_LENGTH = 2000;
const noteParams = z.object({ actorId: actorIdSchema });
const storeBody = z.strictObject({ actorId: bodyIdSchema, comment: z.string().max(NOTE_MAX_LENGTH) });

/**
 * actor/getActorNoteById, actor/storeActorNote (spec 001 §7.2). Every query is keyed by the
 * session's guest id, never by input, so one guest can never read another's note.
 */
export async function noteRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const db = database.db;
  const assertActor = async (actorId: number) => {
    const [row] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
    if (!row) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
  };

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/actor/getActorNoteById/:actorId', { preValidation: sessionRequired, schema: { params: noteParams } }, async (request) => {
    const session = await requireSession(request);
    const { actorId } = request.params;
    await assertActor(actorId);
    const [row] = await db
      .select({ comment: actorNotes.comment })
      .from(actorNotes)
      .where(and(eq(actorNotes.guestId, session.guestId), eq(actorNotes.actorId, actorId)))
      .limit(1);
    return { actorId, comment: row?.comment ?? '' };
  });

  api.post('/actor/storeActorNote', { preValidation: sessionRequired, schema: { body: storeBody } }, async (request) => {
    const session = await requireSession(request);
    const { actorId, comment } = request.body;
    await assertActor(actorId);
    await db
      .insert(actorNotes)
      .values({ guestId: session.guestId, actorId, comment })
      .onConflictDoUpdate({ target: [actorNotes.guestId, actorNotes.actorId], set: { comment, updatedAt: sql`now()` } });
    return { success: true };
  });
}
