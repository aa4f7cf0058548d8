import { loggedInGuest, onMessage } from '../../realtime/handlers';
import { handleMessengerMessage } from '../messenger/messages/send';
import type { AppDeps, Domain } from '../types';
import { handleLiveChatMessage } from './messages';
import { canOneClick, chargeOneClick } from './one-click';

/**
 * Socket messages of spec 001 §7.3 for the live chat: `sendMessage` (one handler: a video chat's
 * message here, isVideochat false to the messenger), `canOneClick` and `chargeOneClick`.
 * Logged-in only (the dispatcher drops them for visitors).
 */
export const liveChatSocketHandlers: NonNullable<Domain['socket']> = (deps: AppDeps) => ({
  sendMessage: onMessage<'sendMessage'>((message, ctx) =>
    message.isVideochat
      ? handleLiveChatMessage(deps, message, loggedInGuest(ctx), ctx)
      : handleMessengerMessage(deps, message, loggedInGuest(ctx), ctx),
  ),
  canOneClick: onMessage<'canOneClick'>(async (_message, ctx) => ctx.send(await canOneClick(deps, loggedInGuest(ctx)))),
  chargeOneClick: onMessage<'chargeOneClick'>(async (message, ctx) => {
    await chargeOneClick(deps, loggedInGuest(ctx), message.amount, message.idempotencyKey);
  }),
});
