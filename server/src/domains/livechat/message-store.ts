import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatSystemMessageCode } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { liveChatMessages } from './schema';

type MessageRow = typeof liveChatMessages.$inferSelect;
export type NewMessage = typeof liveChatMessages.$inferInsert;
export type MessageType = ChatMessage['messageType'];

/**
 * System messages carry a code as their text (`chat_start`, `voyeur_cannot_write`, …), never
 * wording: the client says it in the guest's language (docs/live-chat.md lists the codes).
 */
export type SystemCode = ChatSystemMessageCode;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    chatId: row.chatId,
    messageId: row.messageId,
    senderType: row.senderType as ChatMessage['senderType'],
    messageType: row.messageType as MessageType,
    text: row.text,
    amount: row.amount ?? null,
    created: row.createdAt.toISOString(),
  };
}

/** Stores a message once per (chat, id); null when that id was stored before (a resent message). */
export async function storeMessage(db: Executor, message: NewMessage): Promise<ChatMessage | null> {
  const [row] = await db.insert(liveChatMessages).values(message).onConflictDoNothing().returning();
  return row ? toChatMessage(row) : null;
}

export function systemMessage(chatId: string, messageType: MessageType, code: SystemCode, amount: number | null = null): NewMessage {
  return { chatId, messageId: `sys-${randomUUID()}`, senderType: 'system', messageType, text: code, amount };
}

/** A system message for one socket only (a refusal): not stored, since nothing happened. */
export function transientSystemMessage(chatId: string, code: SystemCode, now = new Date()): ChatMessage {
  return { chatId, messageId: `sys-${randomUUID()}`, senderType: 'system', messageType: 'system', text: code, amount: null, created: now.toISOString() };
}

/** To every socket of the guest, on every node. */
export function pushMessage(hub: Pick<Hub, 'toGuest'>, guestId: number, message: ChatMessage): void {
  hub.toGuest(guestId, { type: 'liveChatMessage', message });
}
