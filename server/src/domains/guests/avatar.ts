import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_AVATAR_BYTES } from '@vx/shared/protocol';
import { requireSession, sessionRequired } from '../../http/auth';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import { sniffImageType } from '../messenger/images/store';
import { ImageUnreadable, toJpeg } from '../messenger/images/transcode';
import type { AppDeps } from '../types';
import { guestAvatars } from './profile-schema';
import { guests } from './schema';

/** Longest side of a stored avatar, in pixels: it shows small, beside a name or a comment. */
export const AVATAR_MAX_SIDE = 400;

const unsupported = (message: string) => new HttpError(415, 'unsupported_media_type', message);
const avatarParams = z.object({ guestId: idSchema, version: z.string().regex(/^\d{1,15}$/) });

/** The avatar's public path; the version (its upload time) changes with each picture, so it may be cached for good. */
export const avatarPath = (guestId: number, version: number) => `/rest/v1/guest/avatar/${guestId}/${version}`;

/**
 * The guest's avatar (server/docs/myarea.md "Profile"): uploaded as the raw bytes (JPEG, PNG or WebP
 * up to MAX_AVATAR_BYTES, checked by its bytes whatever its declared type), re-encoded without metadata by the messenger's
 * transcode, stored in PostgreSQL and served to everyone. Its own scope: only this route reads image bodies.
 */
export async function avatarUploadRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const db = database.db;
  app.removeAllContentTypeParsers();
  // Any declared type: a browser derives it from the file's name (a PNG named .txt is sent as text/plain); the bytes decide.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_AVATAR_BYTES }, (_request, body, done) => done(null, body));

  // Ours (spec 001 names only the preview's delete flag): the login is checked before the body is read.
  app.post('/guest/profile/preview', { onRequest: sessionRequired, bodyLimit: MAX_AVATAR_BYTES }, async (request) => {
    const { guestId } = await requireSession(request);
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('The body is the image itself', 'image_missing');
    if (!sniffImageType(bytes)) throw unsupported('The file is not a JPEG, PNG or WebP image');
    let image: Buffer;
    try {
      image = await toJpeg(bytes, AVATAR_MAX_SIDE);
    } catch (error) {
      if (error instanceof ImageUnreadable) throw unsupported('The image cannot be read');
      throw error;
    }
    const avatar = avatarPath(guestId, Date.now());
    await db.transaction(async (tx) => {
      await tx.insert(guestAvatars).values({ guestId, image }).onConflictDoUpdate({ target: guestAvatars.guestId, set: { image, createdAt: sql`now()` } });
      await tx.update(guests).set({ avatar, updatedAt: sql`now()` }).where(eq(guests.id, guestId));
    });
    return { avatar };
  });
}

/** Removes the guest's avatar (guest/profile/preview/update with the delete flag). */
export async function deleteAvatar(db: AppDeps['database']['db'], guestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(guestAvatars).where(eq(guestAvatars.guestId, guestId));
    await tx.update(guests).set({ avatar: null, updatedAt: sql`now()` }).where(eq(guests.id, guestId));
  });
}

/** GET guest/avatar/{guestId}/{version}: anyone's avatar, public like the comments it shows beside. */
export async function avatarReadRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/guest/avatar/:guestId/:version', { schema: { params: avatarParams } }, async (request, reply) => {
    const { guestId, version } = request.params;
    const [row] = await database.db
      .select({ image: guestAvatars.image, avatar: guests.avatar })
      .from(guestAvatars)
      .innerJoin(guests, eq(guests.id, guestAvatars.guestId))
      .where(eq(guestAvatars.guestId, guestId))
      .limit(1);
    // An old version's path is gone with its picture: no stale avatar is served under it.
    if (!row || row.avatar !== avatarPath(guestId, Number(version))) throw notFound(`No avatar ${guestId}/${version}`, 'avatar_not_found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/jpeg').send(row.image);
  });
}
