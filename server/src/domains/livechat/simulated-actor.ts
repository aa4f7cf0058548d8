import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../types';
import { actorReply, replyDelay, type ReplyTrigger } from './actor-replies';
import { pushMessage, storeMessage } from './message-store';
import { runtimeOf } from './runtime';
import { liveChatSessions } from './schema';

/**
 * The actor's side of a session while actors are simulated: after a moment she answers in the
 * guest's language. The reply is dropped when the session has ended meanwhile.
 */
export function scheduleActorReply(
  deps: Pick<AppDeps, 'config' | 'database' | 'hub'>,
  session: { id: string; guestId: number },
  trigger: ReplyTrigger,
  language: string,
): void {
  const { timers } = runtimeOf(deps);
  timers.later(replyDelay(deps.config.LIVECHAT_REPLY_DELAY_MS), async () => {
    const db = deps.database.db;
    const [running] = await db
      .select({ id: liveChatSessions.id })
      .from(liveChatSessions)
      .where(and(eq(liveChatSessions.id, session.id), eq(liveChatSessions.state, 'running')))
      .limit(1);
    if (!running) return;
    const message = await storeMessage(db, {
      chatId: session.id,
      messageId: `actor-${randomUUID()}`,
      senderType: 'actor',
      messageType: 'text',
      text: actorReply(trigger, language),
    });
    if (message) pushMessage(deps.hub, session.guestId, message);
  });
}
