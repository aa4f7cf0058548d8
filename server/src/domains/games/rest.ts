import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { idSchema } from '../../http/validate';
import { pushBalance } from '../wallet/notify';
import type { AppDeps } from '../types';
import { gameConfigDto } from './dto';
import { claimReward, specialGameState, type ClaimRefusal } from './rewards';
import { findGame, latestGameOfType } from './store';
import { GAME_REWARD_PATHS, type GameType } from '@vx/shared/events';

const PATH_TYPES = new Map(Object.entries(GAME_REWARD_PATHS).map(([type, path]) => [path, type as GameType]));
const rewardParams = z.strictObject({
  game: z.string().refine((path) => PATH_TYPES.has(path), 'game: one of the reward games'),
  eventId: idSchema,
});
const claimBody = z.strictObject({ optionCode: z.string().regex(/^[a-z0-9-]{1,40}$/, 'optionCode: lowercase letters, digits and dashes') });

const REFUSALS: Record<ClaimRefusal, () => Error> = {
  unknown_option: () => notFound('This game has no such reward.', 'unknown_reward'),
  claim_window_closed: () => new HttpError(410, 'claim_window_closed', 'The time to claim this game’s rewards is over.'),
  not_reached: () => forbidden('Not enough points for this reward yet.', 'reward_not_reached'),
  already_claimed: () => conflict('You have already claimed this reward.', 'reward_already_claimed'),
};

/**
 * special/<game>/getReward/{eventId} (spec 001 §7.2): GET answers the guest's special game state,
 * POST `{ optionCode }` claims a reward reached by points, once, until the claim end. An id of another kind of event,
 * or of another game than the path names, is unknown. special/spit-or-swallow/config answers that
 * game's config. server/docs/games.md.
 */
export async function gameRoutes(app: FastifyInstance, { database, hub }: AppDeps): Promise<void> {
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function gameOfPath(path: string, eventId: number) {
    const game = await findGame(db, eventId);
    if (!game || game.type !== PATH_TYPES.get(path)) throw notFound('There is no such game.', 'game_not_found');
    return game;
  }

  api.get('/special/:game/getReward/:eventId', { preValidation: sessionRequired, schema: { params: rewardParams } }, async (request) => {
    const session = await requireSession(request);
    const game = await gameOfPath(request.params.game, request.params.eventId);
    return specialGameState(db, game, session.guestId, languageOf(request), new Date());
  });

  api.post('/special/:game/getReward/:eventId', { preValidation: sessionRequired, schema: { params: rewardParams, body: claimBody } }, async (request) => {
    const session = await requireSession(request);
    const game = await gameOfPath(request.params.game, request.params.eventId);
    const now = new Date();
    const outcome = await claimReward(db, game, session.guestId, request.body.optionCode, now);
    if (!outcome.ok) throw REFUSALS[outcome.reason]();
    pushBalance(hub, outcome.balance);
    return specialGameState(db, game, session.guestId, languageOf(request), now);
  });

  api.get('/special/spit-or-swallow/config', async (request) => {
    const game = await latestGameOfType(db, 'spitOrSwallow');
    if (!game) throw notFound('There is no such game.', 'game_not_found');
    const session = await currentSession(request);
    return gameConfigDto(db, game, session?.guestId ?? null, languageOf(request), new Date());
  });
}
