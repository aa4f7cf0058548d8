import { useState } from 'react';
import { useBusEvent, type ChatMessage } from '@vx/shared';

/** Messages kept on screen; older ones scroll away for good. */
export const MAX_MESSAGES = 200;

export interface ShownMessage extends ChatMessage {
  /** Sent by this guest and not yet come back from the server. */
  pending?: boolean;
}

type State = { chatId: string; messages: ShownMessage[] };

function merge(list: ShownMessage[], message: ShownMessage): ShownMessage[] {
  const index = list.findIndex((shown) => shown.messageId === message.messageId);
  const next = index >= 0 ? list.map((shown, at) => (at === index ? message : shown)) : [...list, message];
  return next.length > MAX_MESSAGES ? next.slice(next.length - MAX_MESSAGES) : next;
}

/**
 * The messages of one session as the socket brings them (`liveChatMessage`), and the guest's own
 * sent ones at once; the server's copy of a sent message replaces it by its message id.
 */
export function useChatMessages(chatId: string): { messages: ShownMessage[]; addOwn: (message: ShownMessage) => void } {
  const [state, setState] = useState<State>({ chatId, messages: [] });
  const messages = state.chatId === chatId ? state.messages : [];
  const add = (message: ShownMessage) =>
    setState((previous) => ({ chatId, messages: merge(previous.chatId === chatId ? previous.messages : [], message) }));
  useBusEvent('liveChatMessage', ({ message }) => {
    if (message.chatId === chatId) add(message);
  });
  return { messages, addOwn: add };
}
