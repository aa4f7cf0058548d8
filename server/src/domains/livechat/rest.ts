import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATING } from '@vx/shared/constants';
import { CHAT_EXIT, CHAT_EXIT_SURVEY_REASONS, CHAT_KINDS, type ChatHistory, type LivePreview } from '@vx/shared/protocol';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { bodyIdSchema, idSchema, strictInt } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { actors } from '../actors/schema';
import { bumpCatalogueVersion } from '../actors/version';
import { guests } from '../guests/schema';
import { requireInternalOrHide } from '../internal/guard';
import type { AppDeps } from '../types';
import { listGifts, listToyControls } from './catalogue';
import { conversionChatState, setConversionChat } from './conversion';
import { livePreview } from './preview';
import { rateSession } from './ratings';
import { runtimeOf } from './runtime';
import { currentSession as currentChat, endOwnSession, sessionHistory } from './sessions';
import { startChat } from './start';
import { storeChatExitSurvey } from './survey';
import { sweepActor } from './sweeps';

const startBody = z.strictObject({
  actorId: bodyIdSchema,
  kind: z.enum(CHAT_KINDS),
  sequence: z.number().int().min(1).max(1_000_000),
});
const chatParams = z.object({ chatId: z.string().min(1).max(80) });
const endBody = z.strictObject({ exitCode: z.literal(CHAT_EXIT.exit).optional() });
const historyQuery = z.object({ first: strictInt(1, 100).default(20), offset: strictInt(0, 100_000).default(0) }).passthrough();
const ratingBody = z.strictObject({ rating: z.union([z.literal(RATING.dislike), z.literal(RATING.like)]) });
const actorParams = z.object({ actorId: idSchema });
const surveyBody = z.strictObject({
  chatId: z.string().min(1).max(80),
  reasons: z.array(z.enum(CHAT_EXIT_SURVEY_REASONS)).min(1).max(CHAT_EXIT_SURVEY_REASONS.length),
  text: z.string().max(500).optional(),
});
const conversionBody = z.strictObject({ action: z.enum(['enable', 'disable']) });
const showAction = z.object({ actorId: idSchema, action: z.enum(['start', 'stop']) });

/**
 * The live chat's REST calls (docs/live-chat.md): livechat/… (our own: the spec does not show how a
 * session starts), and the spec's phoenix/get_profile_preview, survey/chatexit, guest/conversionChat.
 */
export async function liveChatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  api.post('/livechat/start', { preValidation: sessionRequired, schema: { body: startBody } }, async (request) => {
    const session = await requireSession(request);
    const { actorId, kind, sequence } = request.body;
    return startChat(deps, {
      guestId: session.guestId,
      actorId,
      kind,
      sequence,
      country: await requestCountry(db, request),
      language: languageOf(request),
    });
  });

  api.post('/livechat/:chatId/end', { preValidation: sessionRequired, schema: { params: chatParams, body: endBody } }, async (request) => {
    const session = await requireSession(request);
    const receipt = await endOwnSession(deps, session.guestId, request.params.chatId, request.body.exitCode ?? CHAT_EXIT.exit);
    if (!receipt) throw notFound('No such live chat', 'chat_not_found');
    return receipt;
  });

  api.get('/livechat/current', { preValidation: sessionRequired }, async (request) => {
    const session = await requireSession(request);
    return { session: await currentChat(deps, session.guestId) };
  });

  api.get('/livechat/history', { preValidation: sessionRequired, schema: { querystring: historyQuery } }, async (request): Promise<ChatHistory> => {
    const session = await requireSession(request);
    return sessionHistory(db, session.guestId, request.query.first, request.query.offset);
  });

  api.post('/livechat/:chatId/rating', { preValidation: sessionRequired, schema: { params: chatParams, body: ratingBody } }, async (request) => {
    const session = await requireSession(request);
    const result = await rateSession(db, session.guestId, request.params.chatId, request.body.rating);
    if (result.ok) return { success: true, chatRatings: result.chatRatings };
    if (result.error === 'not_found') throw notFound('No such live chat', 'chat_not_found');
    throw conflict(result.error === 'session_running' ? 'The chat is still running.' : 'This chat was rated already.', result.error);
  });

  app.get('/livechat/catalogue', async () => {
    const [gifts, toyControls] = await Promise.all([listGifts(db), listToyControls(db)]);
    return { gifts, toyControls };
  });

  // The spec's preview call (GET or POST): visitors too, counted by their address.
  api.route({
    method: ['GET', 'POST'],
    url: '/phoenix/get_profile_preview/:actorId',
    schema: { params: actorParams },
    handler: async (request): Promise<LivePreview> => {
      const session = await currentSession(request);
      let viewer = { key: `ip:${request.ip}`.slice(0, 80), isVip: false };
      if (session) {
        const [guest] = await db.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, session.guestId)).limit(1);
        viewer = { key: `g:${session.guestId}`, isVip: guest?.isVip ?? false };
      }
      const answer = await livePreview(db, deps.secrets, viewer, request.params.actorId, await requestCountry(db, request));
      if ('notFound' in answer) throw notFound(`Actor ${request.params.actorId} not found`, 'actor_not_found');
      return answer;
    },
  });

  api.post('/survey/chatexit', { preValidation: sessionRequired, schema: { body: surveyBody } }, async (request) => {
    const session = await requireSession(request);
    const { chatId, reasons, text } = request.body;
    const result = await storeChatExitSurvey(db, session.guestId, { chatId, reasons, text: text ?? '' });
    if ('notFound' in result) throw notFound('No such live chat', 'chat_not_found');
    if ('running' in result) throw conflict('The chat is still running.', 'session_running');
    return result;
  });

  api.post('/guest/conversionChat', { preValidation: sessionRequired, schema: { body: conversionBody } }, async (request) => {
    const session = await requireSession(request);
    return { success: true, data: await setConversionChat(db, session.guestId, request.body.action) };
  });

  api.get('/guest/conversionChat', { preValidation: sessionRequired }, async (request) => {
    const session = await requireSession(request);
    return { success: true, data: await conversionChatState(db, session.guestId) };
  });

  await app.register(
    async (scope) => {
      const internal = scope.withTypeProvider<ZodTypeProvider>();
      internal.addHook('onRequest', async (request) => requireInternalOrHide(request, deps.config));

      /** How late minutes were billed against their due time (ms), for the bench. */
      internal.get('/livechat/metrics', async () => ({ billingLagMs: runtimeOf(deps).billingLag.summary() }));

      /** Starts or stops an actor's ticket show (tests, e2e): a start ends the sessions of guests without a ticket (908). */
      internal.post('/actor/:actorId/ticketShow/:action', { schema: { params: showAction } }, async (request) => {
        const { actorId, action } = request.params;
        const [row] = await db
          .update(actors)
          .set({ ticketShowRunning: action === 'start' })
          .where(eq(actors.id, actorId))
          .returning({ id: actors.id, isOnline: actors.isOnline });
        if (!row) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
        bumpCatalogueVersion();
        await sweepActor(deps, actorId, new Date());
        return { success: true, actorId, isCurrentlyTicketShow: action === 'start' };
      });
    },
    { prefix: '/internal' },
  );
}
