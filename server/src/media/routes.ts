import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { ImageWidth } from '@vx/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentSession } from '../http/auth';
import { countryOfRequest } from '../http/country';
import { forbidden, notFound } from '../http/errors';
import { idSchema } from '../http/validate';
import { mixSeed } from '../seed/random';
import { actorAvailability, actorUnavailable, viewerCountry } from '../domains/actors/availability';
import { actors } from '../domains/actors/schema';
import { albumAccess } from '../domains/videos/entitlement';
import { albums, pictures, videos } from '../domains/videos/schema';
import type { AppDeps } from '../domains/types';
import { renderArt } from './art';
import { verifiedGrant, mediaUrlKey } from './signed-urls';
import type { MediaSubject } from './urls';

/** The file name is the width: 320.svg, 640.svg or 1280.svg (spec 001 §9 image widths). */
const fileSchema = z
  .string()
  .regex(/^(320|640|1280)\.svg$/)
  .transform((file) => Number.parseInt(file, 10) as ImageWidth);
/** avatar, or sedcard-1 … sedcard-20 */
const kindSchema = z.string().regex(/^(avatar|sedcard-([1-9]|1[0-9]|20))$/);

const actorParams = z.object({ actorId: idSchema, kind: kindSchema, file: fileSchema });
const mediaParams = z.object({ subject: z.enum(['video', 'album', 'picture']), id: idSchema, file: fileSchema });

export const SUBJECT_SALT = { video: 2, album: 3, picture: 4 } as const;

/**
 * Who may keep an image: anyone's cache for a year when every viewer gets the same answer; only the
 * viewer's browser when the answer depends on the viewer (a signed URL, an actor banned somewhere),
 * so a shared cache cannot hand it to someone else.
 */
export const PUBLIC = 'public, max-age=31536000, immutable';
export const privately = (seconds: number) => `private, max-age=${seconds}`;

/**
 * A character's paths make an image of 5–15 KB that gzip shrinks to under half; the server has no
 * compression of its own for generated answers, so the images compress themselves.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, cacheControl = PUBLIC): FastifyReply {
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) reply.header('content-encoding', 'gzip');
  // Added to CORS's `Vary: Origin`, not in its place.
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .header('content-type', 'image/svg+xml')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened on its own is a document: allow nothing but its inline presentation.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(gzip ? gzipSync(svg) : svg);
}

const refused = () => forbidden('This image needs a valid link from its album');

/**
 * GET /media/actor/:actorId/:kind/:width.svg and /media/{video|album|picture}/:id/:width.svg —
 * the generated images. Anything malformed or unknown is a 404, like a missing file. Video and
 * album previews, and the pictures of free albums, are for anyone; the pictures of paid albums only
 * through a URL signed for an entitled guest (signed-urls.ts). An actor banned in the viewer's
 * country answers 404 actor_unavailable, as its REST content routes do.
 */
export async function mediaRoutes(app: FastifyInstance, { database, secrets }: AppDeps): Promise<void> {
  const db = database.db;
  const mediaKey = mediaUrlKey(secrets.visitorToken);

  app.get('/media/actor/:actorId/:kind/:file', async (request, reply) => {
    const params = actorParams.safeParse(request.params);
    if (!params.success) throw notFound('No such image');
    const { actorId, kind, file: width } = params.data;
    const [actor] = await db
      .select({ name: actors.name, genderType: actors.genderType, sedcardCount: actors.sedcardCount })
      .from(actors)
      .where(eq(actors.id, actorId))
      .limit(1);
    const sedcard = kind === 'avatar' ? 0 : Number.parseInt(kind.slice('sedcard-'.length), 10);
    if (!actor || sedcard > actor.sedcardCount) throw notFound('No such image');
    return sendSvg(
      request,
      reply,
      renderArt({
        actor: { id: actorId, genderType: actor.genderType },
        // The avatar is her neutral portrait (shot 0); sedcard n is shot n.
        shot: sedcard,
        width,
        aspect: kind === 'avatar' ? 'square' : 'landscape',
        motif: 'none',
        label: actor.name,
      }),
    );
  });

  /** The item's actor and, for a picture, its album's terms; null when there is no such item. */
  const itemOf = async (subject: MediaSubject, id: number) => {
    const columns = { actorId: actors.id, genderType: actors.genderType, bannedCountryCodes: actors.bannedCountryCodes };
    if (subject === 'picture') {
      const [row] = await db
        .select({ ...columns, album: { id: albums.id, free: albums.free, vipContent: albums.vipContent } })
        .from(pictures)
        .innerJoin(albums, eq(albums.id, pictures.albumId))
        .innerJoin(actors, eq(actors.id, albums.actorId))
        .where(eq(pictures.id, id))
        .limit(1);
      return row ?? null;
    }
    const table = subject === 'video' ? videos : albums;
    const [row] = await db.select(columns).from(table).innerJoin(actors, eq(actors.id, table.actorId)).where(eq(table.id, id)).limit(1);
    return row ? { ...row, album: null } : null;
  };

  app.get('/media/:subject/:id/:file', async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw notFound('No such image');
    const { subject, id, file: width } = params.data;
    const item = await itemOf(subject, id);
    if (!item) throw notFound('No such image');

    const session = await currentSession(request);
    let viewer = session?.guestId ?? null;
    let cacheControl = item.bannedCountryCodes.length > 0 ? privately(24 * 3600) : PUBLIC;
    if (item.album && !item.album.free) {
      const grant = verifiedGrant(mediaKey, { subject, id, width }, request.query);
      // A link passed on to someone logged in as another guest is not theirs to open.
      if (!grant || (session && session.guestId !== grant.guestId)) throw refused();
      if ((await albumAccess(db, grant.guestId, [item.album])).get(item.album.id) === null) throw refused();
      viewer = grant.guestId;
      cacheControl = privately(Math.max(0, grant.expires - Math.floor(Date.now() / 1000)));
    }
    // Most actors are banned nowhere: their images need no country lookup.
    if (item.bannedCountryCodes.length > 0) {
      const country = await viewerCountry(db, viewer, countryOfRequest(request));
      if ((await actorAvailability(db, item.actorId, country)) === 'banned') throw actorUnavailable(item.actorId);
    }

    return sendSvg(
      request,
      reply,
      renderArt({
        actor: { id: item.actorId, genderType: item.genderType },
        // Kept apart from her avatar and sedcards (shots 0–20), so no album picture repeats one.
        shot: Math.max(21, mixSeed(SUBJECT_SALT[subject], id)),
        width,
        aspect: 'landscape',
        motif: subject === 'video' ? 'play' : 'frame',
        label: `${subject} ${id}`,
      }),
      cacheControl,
    );
  });
}
