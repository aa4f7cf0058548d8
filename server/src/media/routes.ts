import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { idSchema } from '../http/validate';
import { mixSeed } from '../seed/random';
import { actors } from '../domains/actors/schema';
import { albums, pictures, videos } from '../domains/videos/schema';
import type { AppDeps } from '../domains/types';
import { initialsOf, renderArt } from './art';

/** The file name is the width: 320.svg, 640.svg or 1280.svg (spec 001 §9 image widths). */
const fileSchema = z
  .string()
  .regex(/^(320|640|1280)\.svg$/)
  .transform((file) => Number.parseInt(file, 10));
/** avatar, or sedcard-1 … sedcard-20 */
const kindSchema = z.string().regex(/^(avatar|sedcard-([1-9]|1[0-9]|20))$/);

const actorParams = z.object({ actorId: idSchema, kind: kindSchema, file: fileSchema });
const mediaParams = z.object({ subject: z.enum(['video', 'album', 'picture']), id: idSchema, file: fileSchema });

const SUBJECT_SALT = { avatar: 1, video: 2, album: 3, picture: 4 } as const;

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    // An SVG opened on its own is a document: allow nothing but its inline presentation.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

/**
 * GET /media/actor/:actorId/:kind/:width.svg and /media/{video|album|picture}/:id/:width.svg —
 * the generated images. Anything malformed or unknown is a 404, like a missing file.
 */
export async function mediaRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const db = database.db;

  app.get('/media/actor/:actorId/:kind/:file', async (request, reply) => {
    const params = actorParams.safeParse(request.params);
    if (!params.success) throw notFound('No such image');
    const { actorId, kind, file: width } = params.data;
    const [actor] = await db
      .select({ name: actors.name, sedcardCount: actors.sedcardCount })
      .from(actors)
      .where(eq(actors.id, actorId))
      .limit(1);
    const sedcard = kind === 'avatar' ? 0 : Number.parseInt(kind.slice('sedcard-'.length), 10);
    if (!actor || sedcard > actor.sedcardCount) throw notFound('No such image');
    return sendSvg(
      reply,
      renderArt({
        seed: mixSeed(SUBJECT_SALT.avatar, actorId, sedcard),
        width,
        aspect: kind === 'avatar' ? 'square' : 'landscape',
        motif: 'monogram',
        initials: initialsOf(actor.name),
        label: actor.name,
      }),
    );
  });

  const tables = { video: videos, album: albums, picture: pictures } as const;

  app.get('/media/:subject/:id/:file', async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw notFound('No such image');
    const { subject, id, file: width } = params.data;
    const table = tables[subject];
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!found) throw notFound('No such image');
    return sendSvg(
      reply,
      renderArt({
        seed: mixSeed(SUBJECT_SALT[subject], id),
        width,
        aspect: 'landscape',
        motif: subject === 'video' ? 'play' : 'frame',
        label: `${subject} ${id}`,
      }),
    );
  });
}
