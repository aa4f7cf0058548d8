import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { bodyIdSchema, idSchema, strictInt } from '../../http/validate';
import { guests } from '../guests/schema';
import type { AppDeps } from '../types';
import { contestEntries, contestHeader, findContest, guestData } from './contests';
import { addContestVote, deleteContestVote, type VoteRefusal } from './votes';

/** The most entries one grid page, top list or actor list answers. */
export const GRID_LIMIT_MAX = 100;
export const TOP_LIST_SIZE = 10;

/** Every contest call may carry the spec's language and a cache-busting timestamp; other query fields are ignored. */
const looseQuery = z.object({}).passthrough();
const contestParams = z.object({ contestId: idSchema });
const gridParams = z.object({ contestId: idSchema, contestSub: strictInt(0, 100), limit: strictInt(1, GRID_LIMIT_MAX), offset: strictInt(0, 100_000) });
const gridQuery = z.object({ actorName: z.string().trim().max(80).optional() }).passthrough();
const voteBody = z.strictObject({
  actorId: bodyIdSchema,
  contestId: bodyIdSchema,
  guestId: bodyIdSchema,
  mediaId: bodyIdSchema,
  albumId: bodyIdSchema.nullish(),
  hideConfirmWindow: z.boolean().optional(),
});
const withdrawBody = voteBody.omit({ hideConfirmWindow: true }).extend({ actorId: bodyIdSchema.optional() });

const REFUSAL: Record<VoteRefusal, [number, string]> = {
  contest_not_found: [404, 'This contest does not exist.'],
  entry_not_found: [404, 'This media is not entered in the contest.'],
  contest_closed: [409, 'This contest is not open for voting.'],
  already_voted: [409, 'You have already voted for this media.'],
  vote_limit_reached: [409, 'You have used all your votes in this contest.'],
  vote_not_found: [404, 'You have not voted for this media.'],
};
const refused = (refusal: VoteRefusal) => new HttpError(REFUSAL[refusal][0], refusal, REFUSAL[refusal][1]);
const contestNotFound = (contestId: number) => notFound(`Contest ${contestId} not found`, 'contest_not_found');

/** The contest calls of spec 001 §7.2 (server/docs/contests.md). Votes need a session; the guestId sent must be its guest. */
export async function contestRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const guestIdOf = async (request: FastifyRequest) => (await currentSession(request))?.guestId ?? null;
  const ownGuest = async (request: FastifyRequest, guestId: number) => {
    const session = await requireSession(request);
    if (guestId !== session.guestId) throw forbidden('You can only vote as yourself.', 'not_your_guest_id');
    const [guest] = await db.select({ id: guests.id, hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, session.guestId));
    if (!guest) throw forbidden('You can only vote as yourself.', 'not_your_guest_id');
    return guest;
  };

  api.post('/contests/addContestMediaVoting', { preValidation: sessionRequired, schema: { body: voteBody } }, async (request) => {
    const guest = await ownGuest(request, request.body.guestId);
    const outcome = await addContestVote(db, guest, request.body);
    if (!outcome.ok) throw refused(outcome.refusal);
    return outcome.result;
  });

  api.post('/contests/deleteContestMediaVoting', { preValidation: sessionRequired, schema: { body: withdrawBody } }, async (request) => {
    const guest = await ownGuest(request, request.body.guestId);
    const outcome = await deleteContestVote(db, guest.id, request.body);
    if (!outcome.ok) throw refused(outcome.refusal);
    return outcome.result;
  });

  api.get('/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset', { schema: { params: gridParams, querystring: gridQuery } }, async (request) => {
    const { contestId, contestSub, limit, offset } = request.params;
    if (!(await findContest(db, contestId, 'en'))) throw contestNotFound(contestId);
    const guestId = await guestIdOf(request);
    const page = await contestEntries(db, contestId, guestId, { contestSub, limit, offset, actorName: request.query.actorName || undefined });
    return { id: contestId, guestId, contestGridItems: page.items, elementsCount: page.total, guestData: await guestData(db, contestId, guestId) };
  });

  api.get('/contests/getContestGuestData/:contestId', { preValidation: sessionRequired, schema: { params: contestParams, querystring: looseQuery } }, async (request) => {
    const session = await requireSession(request);
    if (!(await findContest(db, request.params.contestId, 'en'))) throw contestNotFound(request.params.contestId);
    return guestData(db, request.params.contestId, session.guestId);
  });

  api.get('/contests/:contestId', { schema: { params: contestParams, querystring: looseQuery } }, async (request) => {
    const contest = await findContest(db, request.params.contestId, languageOf(request));
    if (!contest) throw contestNotFound(request.params.contestId);
    return contest;
  });

  api.get('/contests/:contestId/getHeader', { schema: { params: contestParams, querystring: looseQuery } }, async (request) => {
    const header = await contestHeader(db, request.params.contestId, languageOf(request));
    if (!header) throw contestNotFound(request.params.contestId);
    return header;
  });

  api.get('/contests/:contestId/topList', { schema: { params: contestParams, querystring: looseQuery } }, async (request) => {
    const { contestId } = request.params;
    if (!(await findContest(db, contestId, 'en'))) throw contestNotFound(contestId);
    const top = await contestEntries(db, contestId, await guestIdOf(request), { limit: TOP_LIST_SIZE, offset: 0, byPlace: true });
    return { contestId, items: top.items };
  });

  api.get('/contests/:contestId/actor/:actorId', { schema: { params: contestParams.extend({ actorId: idSchema }), querystring: looseQuery } }, async (request) => {
    const { contestId, actorId } = request.params;
    if (!(await findContest(db, contestId, 'en'))) throw contestNotFound(contestId);
    const entries = await contestEntries(db, contestId, await guestIdOf(request), { actorId, limit: GRID_LIMIT_MAX, offset: 0 });
    return { contestId, items: entries.items };
  });
}
