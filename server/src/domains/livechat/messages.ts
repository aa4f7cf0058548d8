import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OutgoingMessage } from '@vx/shared/protocol';
import { guests } from '../guests/schema';
import type { AppDeps, SocketContext } from '../types';
import { pushBalance } from '../wallet/notify';
import { purchase } from '../wallet/service';
import { giftsByIds, toyById } from './catalogue';
import { pushMessage, storeMessage, toChatMessage, transientSystemMessage, type NewMessage, type SystemCode } from './message-store';
import { liveChatMessages, liveChatSessions, type LiveChatSessionRow } from './schema';
import { isChatId, pushState, walletOf } from './sessions';
import { scheduleActorReply } from './simulated-actor';
import { pushToyQueue, queueEnd } from './toy-queue';

/**
 * A guest's message in a running session (socket `sendMessage` with isVideochat and the chatId):
 * text is stored and echoed as plain text; a gift (tip) or toy command is charged once per client
 * message id (`livechat:<chatId>:msg:<messageId>`), stored and echoed. The actor answers after a
 * moment. A refusal is a system message to the sending socket only, and nothing is stored.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;
type SendMessage = Extract<OutgoingMessage, { type: 'sendMessage' }>;

/** Longest text a guest may send in a live chat, in characters (code points). */
export const MAX_TEXT_LENGTH = 500;

const refuse = (ctx: SocketContext, chatId: string, code: SystemCode) => ctx.send({ type: 'liveChatMessage', message: transientSystemMessage(chatId, code) });

async function runningOwnSession(deps: Deps, guestId: number, chatId: string): Promise<LiveChatSessionRow | null> {
  if (!isChatId(chatId)) return null;
  const [row] = await deps.database.db
    .select()
    .from(liveChatSessions)
    .where(and(eq(liveChatSessions.id, chatId), eq(liveChatSessions.guestId, guestId), eq(liveChatSessions.state, 'running')))
    .limit(1);
  return row ?? null;
}

export async function handleLiveChatMessage(deps: Deps, message: SendMessage, guestId: number, ctx: SocketContext): Promise<void> {
  const chatId = message.chatId;
  if (!message.isVideochat || chatId === null) return;
  const session = await runningOwnSession(deps, guestId, chatId);
  if (!session) return refuse(ctx, chatId, 'chat_not_running');
  if (!session.canWrite) return refuse(ctx, chatId, 'voyeur_cannot_write');
  switch (message.messageType) {
    case 'text':
      return sendText(deps, session, message, ctx);
    case 'gift':
      return sendGift(deps, session, message, ctx);
    case 'dildocontrol':
      return sendToyCommand(deps, session, message, ctx);
    default:
      return refuse(ctx, chatId, 'message_type_not_supported');
  }
}

async function sendText(deps: Deps, session: LiveChatSessionRow, message: SendMessage, ctx: SocketContext): Promise<void> {
  const text = message.data;
  // Stored verbatim: the client renders text, so markup stays harmless characters.
  if (text.trim().length === 0) return refuse(ctx, session.id, 'message_empty');
  if ([...text].length > MAX_TEXT_LENGTH) return refuse(ctx, session.id, 'message_too_long');
  const stored = await storeMessage(deps.database.db, {
    chatId: session.id,
    messageId: message.messageId ?? `guest-${randomUUID()}`,
    senderType: 'guest',
    messageType: 'text',
    text,
  });
  // A resent message id was stored before: the guest has its echo already, the actor answered once.
  if (!stored) return;
  pushMessage(deps.hub, session.guestId, stored);
  scheduleActorReply(deps, session, { kind: 'text', text }, ctx.language);
}

interface PaidMessage {
  price: number;
  walletKind: 'livechat.gift' | 'livechat.toy';
  row: (startsAt: Date) => NewMessage;
}

type PaidOutcome = { kind: 'sent'; balance: number; session: LiveChatSessionRow } | { kind: 'replay' } | { kind: 'refused'; code: SystemCode };

/**
 * In one transaction, with the session row locked (a concurrent end or command waits): the session
 * still runs, the message id is new, the wallet pays, the message is stored and the session's extras
 * grow. A resent id replays: nothing is charged or stored again.
 */
async function chargeMessage(deps: Deps, session: LiveChatSessionRow, messageId: string, paid: PaidMessage, now: Date): Promise<PaidOutcome> {
  return deps.database.db.transaction(async (tx): Promise<PaidOutcome> => {
    const [locked] = await tx.select().from(liveChatSessions).where(eq(liveChatSessions.id, session.id)).for('update');
    if (!locked || locked.state !== 'running') return { kind: 'refused', code: 'chat_not_running' };
    const [earlier] = await tx
      .select({ id: liveChatMessages.messageId })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.chatId, session.id), eq(liveChatMessages.messageId, messageId)))
      .limit(1);
    if (earlier) return { kind: 'replay' };
    const charged = await purchase(tx, {
      guestId: session.guestId,
      price: paid.price,
      kind: paid.walletKind,
      reference: `livechat:${session.id}`,
      idempotencyKey: `livechat:${session.id}:msg:${messageId}`,
    });
    if (!charged.ok) return { kind: 'refused', code: 'insufficient_balance' };
    const startsAt = paid.walletKind === 'livechat.toy' ? await queueEnd(tx, session.id, now) : now;
    await tx.insert(liveChatMessages).values(paid.row(startsAt));
    const [updated] = await tx
      .update(liveChatSessions)
      .set({ extras: sql`${liveChatSessions.extras} + ${paid.price}` })
      .where(eq(liveChatSessions.id, session.id))
      .returning();
    return { kind: 'sent', balance: charged.balance, session: updated! };
  });
}

/** After a paid message committed: the balance, the session (coins spent, minutes left), the message. */
async function announcePaid(deps: Deps, outcome: Extract<PaidOutcome, { kind: 'sent' }>, messageId: string): Promise<void> {
  const db = deps.database.db;
  const { session, balance } = outcome;
  const wallet = await walletOf(db, session.guestId);
  pushBalance(deps.hub, { guestId: session.guestId, balance, isPayingCustomer: wallet.isPayingCustomer, language: wallet.language });
  await pushState(deps, session, balance);
  const [row] = await db
    .select()
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.chatId, session.id), eq(liveChatMessages.messageId, messageId)))
    .limit(1);
  if (row) pushMessage(deps.hub, session.guestId, toChatMessage(row));
}

async function sendGift(deps: Deps, session: LiveChatSessionRow, message: SendMessage, ctx: SocketContext): Promise<void> {
  if (!message.messageId) return refuse(ctx, session.id, 'message_id_required');
  const messageId = message.messageId;
  const wanted = message.includedGifts;
  if (wanted.length === 0) return refuse(ctx, session.id, 'unknown_gift');
  const db = deps.database.db;
  const gifts = await giftsByIds(db, [...new Set(wanted.map((g) => g.giftId))]);
  const [guest] = await db.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, session.guestId)).limit(1);
  let price = 0;
  for (const { giftId, quantity } of wanted) {
    const gift = gifts.get(giftId);
    if (!gift || !gift.active || (gift.vip && !guest?.isVip)) return refuse(ctx, session.id, 'unknown_gift');
    price += gift.price * quantity;
  }
  const first = gifts.get(wanted[0]!.giftId)!;
  // Up to 500 characters of text may go with the gift; longer text is refused as for a text message.
  if ([...message.data].length > MAX_TEXT_LENGTH) return refuse(ctx, session.id, 'message_too_long');
  const now = new Date();
  const outcome = await chargeMessage(
    deps,
    session,
    messageId,
    {
      price,
      walletKind: 'livechat.gift',
      row: () => ({ chatId: session.id, messageId, senderType: 'guest', messageType: 'gift', text: message.data, amount: price, gifts: wanted }),
    },
    now,
  );
  if (outcome.kind === 'refused') return refuse(ctx, session.id, outcome.code);
  if (outcome.kind === 'replay') return;
  await announcePaid(deps, outcome, messageId);
  scheduleActorReply(deps, session, { kind: 'gift', giftName: first.name }, ctx.language);
}

async function sendToyCommand(deps: Deps, session: LiveChatSessionRow, message: SendMessage, ctx: SocketContext): Promise<void> {
  if (!message.messageId) return refuse(ctx, session.id, 'message_id_required');
  const messageId = message.messageId;
  // Toy commands belong to a toy-control chat (the actor's toy is connected only there).
  if (session.kind !== 'toyControl') return refuse(ctx, session.id, 'toy_not_offered');
  const toyId = /^[1-9][0-9]{0,8}$/.test(message.data.trim()) ? Number(message.data.trim()) : null;
  const toy = toyId === null ? null : await toyById(deps.database.db, toyId);
  if (!toy) return refuse(ctx, session.id, 'unknown_toy');
  const now = new Date();
  const outcome = await chargeMessage(
    deps,
    session,
    messageId,
    {
      price: toy.price,
      walletKind: 'livechat.toy',
      row: (startsAt) => ({
        chatId: session.id,
        messageId,
        senderType: 'guest',
        messageType: 'dildocontrol',
        text: toy.displayName,
        amount: toy.price,
        toyId: toy.id,
        startsAt,
        durationSeconds: toy.durationSeconds,
      }),
    },
    now,
  );
  if (outcome.kind === 'refused') return refuse(ctx, session.id, outcome.code);
  if (outcome.kind === 'replay') return;
  await announcePaid(deps, outcome, messageId);
  await pushToyQueue(deps.database.db, deps.hub, session.guestId, session.id, now);
  scheduleActorReply(deps, session, { kind: 'toy', toyName: toy.displayName }, ctx.language);
}
