import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_MESSENGER_IMAGE_BYTES, MESSENGER_IMAGE_TYPES } from '@vx/shared/protocol';
import { requireSession, sessionRequired } from '../../../http/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../../http/errors';
import { idSchema } from '../../../http/validate';
import { guests } from '../../guests/schema';
import type { AppDeps } from '../../types';
import { ownChannel } from '../channels';
import { imageFile, isCensored, sniffImageType, storeImage } from './store';
import { ImageUnreadable } from './transcode';

const channelParams = z.object({ channelId: idSchema });
const imageParams = z.object({ imageId: idSchema });
const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message);

/**
 * The messenger's pictures (docs/messenger.md "Images"): a guest uploads one into his channel (the raw
 * bytes, JPEG, PNG or WebP up to MAX_MESSENGER_IMAGE_BYTES) and then sends it as a message by its id;
 * only he can fetch it, and an actor's picture only once he is age-verified. Registered in its own
 * scope: only these routes read image bodies.
 */
export async function messengerImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  // Any other body type is answered 415 by fastify before the handler runs.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...MESSENGER_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MAX_MESSENGER_IMAGE_BYTES }, (_request, body, done) => done(null, body));

  api.post(
    '/messenger/channel/:channelId/image',
    // The login is checked before the body is read: a visitor's upload is not received at all.
    { onRequest: sessionRequired, bodyLimit: MAX_MESSENGER_IMAGE_BYTES, schema: { params: channelParams } },
    async (request) => {
      const { guestId } = await requireSession(request);
      const { channelId } = request.params;
      if (!(await ownChannel(db, guestId, channelId))) throw notFound(`No channel ${channelId}`, 'channel_not_found');
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('The body is the image itself', 'image_missing');
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // The header is the client's word; the first bytes are the file's.
      if (sniffImageType(bytes) !== declared) throw unsupported('The image is not the JPEG, PNG or WebP its type says');
      try {
        return { imageId: await storeImage(db, { guestId, channelId, senderType: 'guest', bytes }) };
      } catch (error) {
        if (error instanceof ImageUnreadable) throw unsupported('The image cannot be read');
        throw error;
      }
    },
  );

  for (const [suffix, variant] of [['', 'image'], ['/thumbnail', 'thumbnail']] as const) {
    api.get(`/messenger/image/:imageId${suffix}`, { preValidation: sessionRequired, schema: { params: imageParams } }, async (request, reply) => {
      const { guestId } = await requireSession(request);
      const { imageId } = request.params;
      const file = await imageFile(db, guestId, imageId, variant);
      if (!file) throw notFound(`No image ${imageId}`, 'image_not_found');
      if (file.senderType === 'actor') {
        const [guest] = await db.select({ hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, guestId)).limit(1);
        if (isCensored(file.senderType, guest?.hasAvs ?? false)) throw forbidden('Age verification required', 'age_verification_required');
      }
      // The picture never changes for its id, and it is the guest's own: his browser may keep it, no proxy may.
      return reply.header('cache-control', 'private, max-age=86400').type('image/jpeg').send(file.bytes);
    });
  }
}
