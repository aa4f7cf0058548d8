import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ImageWidth } from '@vx/shared/constants';
import { currentSession } from '../../http/auth';
import { countryOfRequest } from '../../http/country';
import { forbidden, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import { renderArt } from '../../media/art';
import { privately, PUBLIC, sendSvg, SUBJECT_SALT } from '../../media/routes';
import { mediaUrlKey, verifiedGrant } from '../../media/signed-urls';
import { mixSeed } from '../../seed/random';
import { actorAvailability, actorUnavailable, viewerCountry } from '../actors/availability';
import { actors } from '../actors/schema';
import type { AppDeps } from '../types';
import { PHOTO_POSITIONS } from './dto';
import { feedPostPurchases, feedPosts } from './schema';

const params = z.object({
  photoId: idSchema,
  file: z.enum(['320.svg', '640.svg', '1280.svg', 'blur.svg']),
});
/** A distinct salt for post photos, apart from the catalogue's subjects (media/routes.ts). */
const POST_SALT = 5;
const BLUR_WIDTH = 320;

/** The picture wrapped in a strong blur: what a locked post shows (nothing recognisable, one small file). */
function blurred(svg: string): string {
  const height = (BLUR_WIDTH * 3) / 4;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BLUR_WIDTH}" height="${height}" viewBox="0 0 ${BLUR_WIDTH} ${height}" role="img" aria-label="blurred preview">` +
    `<filter id="b"><feGaussianBlur stdDeviation="16"/></filter><g filter="url(#b)">${svg}</g></svg>`
  );
}

/**
 * GET /media/post/:photoId/:file: a feed post's photos (photoId = post id × 100 + position; position 0
 * is a clip post's poster). `blur.svg` is the blurred preview, for anyone; the full widths of a free
 * post are for anyone too, those of a paid post only through a URL signed for a guest who bought it.
 */
export async function postImageRoutes(app: FastifyInstance, { database, secrets }: AppDeps): Promise<void> {
  const db = database.db;
  const mediaKey = mediaUrlKey(secrets.visitorToken);
  app.get('/media/post/:photoId/:file', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw notFound('No such image');
    const { photoId, file } = parsed.data;
    const postId = Math.floor(photoId / PHOTO_POSITIONS);
    const position = photoId % PHOTO_POSITIONS;
    const [post] = await db
      .select({ actorId: feedPosts.actorId, price: feedPosts.priceCoins, photoCount: feedPosts.photoCount, videoId: feedPosts.videoId, genderType: actors.genderType, banned: actors.bannedCountryCodes })
      .from(feedPosts)
      .innerJoin(actors, eq(actors.id, feedPosts.actorId))
      .where(and(eq(feedPosts.id, postId), eq(feedPosts.status, 'published')))
      .limit(1);
    const isPoster = position === 0 && post?.videoId !== null;
    if (!post || (position === 0 ? !isPoster || file !== 'blur.svg' : position > post.photoCount)) throw notFound('No such image');

    const session = await currentSession(request);
    let viewer = session?.guestId ?? null;
    let cacheControl = post.banned.length > 0 ? privately(24 * 3600) : PUBLIC;
    const width = file === 'blur.svg' ? BLUR_WIDTH : (Number.parseInt(file, 10) as ImageWidth);
    if (file !== 'blur.svg' && post.price > 0) {
      const grant = verifiedGrant(mediaKey, { subject: 'post', id: photoId, width: width as ImageWidth }, request.query);
      if (!grant || (session && session.guestId !== grant.guestId)) throw forbidden('This image needs a valid link from its post');
      const [bought] = await db
        .select({ postId: feedPostPurchases.postId })
        .from(feedPostPurchases)
        .where(and(eq(feedPostPurchases.postId, postId), eq(feedPostPurchases.guestId, grant.guestId)))
        .limit(1);
      if (!bought) throw forbidden('This image needs a valid link from its post');
      viewer = grant.guestId;
      cacheControl = privately(Math.max(0, grant.expires - Math.floor(Date.now() / 1000)));
    }
    if (post.banned.length > 0) {
      const country = await viewerCountry(db, viewer, countryOfRequest(request));
      if ((await actorAvailability(db, post.actorId, country)) === 'banned') throw actorUnavailable(post.actorId);
    }
    const art = renderArt({
      actor: { id: post.actorId, genderType: post.genderType },
      shot: isPoster ? Math.max(21, mixSeed(SUBJECT_SALT.video, post.videoId!)) : Math.max(21, mixSeed(POST_SALT, photoId)),
      width,
      aspect: 'landscape',
      motif: isPoster ? 'play' : 'none',
      label: `post ${postId} photo ${position}`,
    });
    return sendSvg(request, reply, file === 'blur.svg' ? blurred(art) : art, cacheControl);
  });
}
