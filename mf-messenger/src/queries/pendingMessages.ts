import type { Bus, MessengerSendRefusal, OutgoingPayload, WantedGift } from '@vx/shared';

export interface PendingMessage {
  clientId: string;
  channelId: number;
  text: string;
  /** Gifts added to the text; with any it is sent as a gift message. */
  gifts: WantedGift[];
  /** A toy command (toy control catalogue id): sent as a dildocontrol message, its id as the data. */
  toyControlId: number | null;
  /** An uploaded picture's id (queries/images.ts): sent as an image message, its id as the data. */
  imageId?: number;
  /** The chosen picture's object URL, shown until the server confirms; revoked then (it is the guest's file, held in memory). */
  previewUrl?: string;
  /** Set when the server refused it: nothing was stored or charged, and it is not sent again. */
  refused: MessengerSendRefusal | null;
}

interface PendingStore {
  messages: PendingMessage[];
  listeners: Set<() => void>;
}

// One store per page bus, not per component: a message the guest sent stays pending (and is sent
// again after a reconnect) even when he leaves the conversation before the server confirmed it.
const stores = new WeakMap<Bus, PendingStore>();

/** The message type the server stores it as (server/src/domains/messenger/messages/send.ts). */
export const pendingType = (message: Pick<PendingMessage, 'gifts' | 'toyControlId' | 'imageId'>) =>
  message.imageId !== undefined ? 'image' : message.toyControlId !== null ? 'dildocontrol' : message.gifts.length > 0 ? 'gift' : 'text';

const sendPayload = (message: PendingMessage): OutgoingPayload => ({
  type: 'sendMessage',
  channelId: message.channelId,
  messageType: pendingType(message),
  senderType: 'guest',
  isVideochat: false,
  isFreechat: false,
  data: message.imageId !== undefined ? String(message.imageId) : message.toyControlId !== null ? String(message.toyControlId) : message.text,
  includedGifts: message.gifts,
  chatId: null,
  messageId: message.clientId,
});

function update(store: PendingStore, messages: PendingMessage[]) {
  store.messages = messages;
  for (const listener of store.listeners) listener();
}

/**
 * The guest's messages the server has not confirmed yet. An ack removes one, a refusal marks it;
 * every acknowledged session (a reconnect included) sends the unconfirmed ones again with the same
 * client id, since a socket that dropped may have lost them: the server keeps exactly one per client id.
 */
export function pendingStoreOf(bus: Bus) {
  let store = stores.get(bus);
  if (!store) {
    const created: PendingStore = { messages: [], listeners: new Set() };
    bus.on('messengerMessageAck').subscribe(({ clientId }) => {
      const confirmed = created.messages.find((message) => message.clientId === clientId);
      if (!confirmed) return;
      update(created, created.messages.filter((message) => message !== confirmed));
      // The stored message shows the server's thumbnail from now on.
      if (confirmed.previewUrl) URL.revokeObjectURL(confirmed.previewUrl);
    });
    bus.on('messengerMessageRefused').subscribe(({ clientId, code }) =>
      update(created, created.messages.map((message) => (message.clientId === clientId ? { ...message, refused: code } : message))),
    );
    bus.on('sessionAcknowledge').subscribe(() => {
      for (const message of created.messages) if (message.refused === null) bus.send(sendPayload(message));
    });
    stores.set(bus, created);
    store = created;
  }
  const current = store;
  return {
    subscribe: (listener: () => void) => {
      current.listeners.add(listener);
      return () => void current.listeners.delete(listener);
    },
    snapshot: () => current.messages,
    /** Shows the message as pending and sends it (the socket queues it until the session is acknowledged). */
    send: (message: PendingMessage) => {
      update(current, [...current.messages, message]);
      bus.send(sendPayload(message));
    },
    /**
     * Sends a refused message again with its client id (after a paid top-up): the server stored and
     * charged nothing for the refusal, so the id is still new to it.
     */
    retry: (clientId: string) => {
      const message = current.messages.find((held) => held.clientId === clientId && held.refused !== null);
      if (!message) return;
      update(current, current.messages.map((held) => (held === message ? { ...held, refused: null } : held)));
      bus.send(sendPayload(message));
    },
  };
}
