import { MAX_MESSENGER_TEXT_LENGTH } from '@vx/shared/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import { sendActorTyping, storeActorMessage } from '../messenger/messages/actor-message';
import { messengerChannels } from '../messenger/schema';
import { sendActorPicture } from '../simulator/picture';
import type { AppDeps } from '../types';

const channelParams = z.object({ channelId: idSchema });
/** Counted in code points, as the guest's own messages are (messages/send.ts). */
const messageBody = z.object({
  text: z.string().refine((text) => {
    const length = [...text].length;
    return length >= 1 && length <= MAX_MESSENGER_TEXT_LENGTH;
  }, `text must be 1 to ${MAX_MESSENGER_TEXT_LENGTH} characters`),
});

const channelNotFound = (channelId: number) => notFound(`Channel ${channelId} not found`, 'channel_not_found');

/**
 * The actor's side of the messenger (issue 13): she writes from her own app, or the demo simulator
 * does in-process; end-to-end tests drive both here. Registered inside the guarded internal scope.
 */
export function internalMessengerRoutes(internal: FastifyInstance, { database, hub }: Pick<AppDeps, 'database' | 'hub'>): void {
  const app = internal.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const channelById = async (channelId: number) => {
    const [row] = await db
      .select({ guestId: messengerChannels.guestId, actorId: messengerChannels.actorId })
      .from(messengerChannels)
      .where(eq(messengerChannels.id, channelId))
      .limit(1);
    if (!row) throw channelNotFound(channelId);
    return row;
  };

  /** Her message: stored and delivered to every socket of the guest as the simulator's answer is. */
  app.post('/messenger/channel/:channelId/message', { schema: { params: channelParams, body: messageBody } }, async (request) => {
    const { channelId } = request.params;
    const { guestId } = await channelById(channelId);
    const message = await storeActorMessage(db, hub, { guestId, channelId, text: request.body.text });
    // The channel can be gone between the look-up and the store's lock.
    if (!message) throw channelNotFound(channelId);
    return { message };
  });

  /** Her picture (image_received), as the simulator sends one: end-to-end tests need an actor's picture in the guest's media library. */
  app.post('/messenger/channel/:channelId/picture', { schema: { params: channelParams } }, async (request) => {
    const { channelId } = request.params;
    const { guestId, actorId } = await channelById(channelId);
    if (!(await sendActorPicture(db, hub, { guestId, actorId, channelId, language: 'en', shot: 0 }))) throw channelNotFound(channelId);
    return { success: true, channelId, actorId };
  });

  /** She is writing: every socket of the guest shows "… is typing". */
  app.post('/messenger/channel/:channelId/typing', { schema: { params: channelParams } }, async (request) => {
    const { channelId } = request.params;
    const { guestId, actorId } = await channelById(channelId);
    sendActorTyping(hub, { guestId, channelId, actorId });
    return { success: true, channelId, actorId };
  });
}
