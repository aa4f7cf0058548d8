import type { OutgoingMessage, OutgoingType } from '@vx/shared/protocol';
import type { SocketContext, SocketHandler } from '../domains/types';

/**
 * Types a domain socket handler by its message type. The dispatcher has already validated the
 * message with the shared schema, so the narrowing is safe.
 */
export function onMessage<T extends OutgoingType>(
  handler: (message: Extract<OutgoingMessage, { type: T }>, ctx: SocketContext) => Promise<void> | void,
): SocketHandler {
  return handler as unknown as SocketHandler;
}

/** The guest of a logged-in-only handler (the dispatcher never calls those for visitors). */
export function loggedInGuest(ctx: SocketContext): number {
  if (ctx.guestId === null) throw new Error('socket handler needs a logged-in guest');
  return ctx.guestId;
}
