import { createLogger } from '../../http/logging';
import { onOnlineFlip } from '../actors/online-flips';
import type { AppDeps, Domain } from '../types';
import { giftImageRoutes } from './gift-images';
import { liveChatRoutes } from './rest';
import { resetTimers } from './runtime';
import { liveChatSocketHandlers } from './socket';
import { sweepActor } from './sweeps';
import { startTicker } from './ticker';
import { liveChatVxql } from './vxql';

export { runTick } from './ticker';
export { endRunningSessionOf, endSession } from './sessions';
/** The gift catalogue, for the messenger's gifts later. */
export { listGifts, giftsByIds, toGift } from './catalogue';

/**
 * Starts the ticker (unless LIVECHAT_TICK_MS is 0) and ends an actor's sessions the moment this
 * process flips her offline (the ticker's sweep catches flips made elsewhere within a second).
 */
function start(deps: AppDeps): () => Promise<void> {
  // AppDeps carries no logger: background work logs through one of its own, at the configured level.
  const log = createLogger(deps.config).child({ domain: 'livechat' });
  const timers = resetTimers(deps, (error) => log.error({ err: error }, 'live chat reply failed'));
  const ticker = deps.config.LIVECHAT_TICK_MS > 0 ? startTicker(deps, log) : null;
  const pending = new Set<Promise<void>>();
  const unfollow = onOnlineFlip(deps.database.db, (flip) => {
    if (flip.online || !flip.changed) return;
    const run = sweepActor(deps, flip.actorId, new Date())
      .catch((error: unknown) => log.error({ err: error }, 'ending an offline actor’s chats failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  return async () => {
    unfollow();
    await ticker?.stop();
    await Promise.all([...pending]);
    await timers.stop();
  };
}

/**
 * Live chat sessions (issue 10; spec 000 §1 chat kinds, §4 chat start errors; spec 001 §7.3, §8, §9):
 * start, per-minute billing by the server's ticker, messages, tips and toy commands, previews,
 * ratings, the exit survey, conversion chat and one-click top-ups. docs/live-chat.md.
 */
export const liveChatDomain: Domain = {
  name: 'livechat',
  rest: liveChatRoutes,
  routes: giftImageRoutes,
  vxql: liveChatVxql,
  socket: liveChatSocketHandlers,
  start,
};
