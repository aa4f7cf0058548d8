import { useMemo, useSyncExternalStore } from 'react';
import { useBusEvent, usePlatform, type WantedGift } from '@vx/shared';
import { pendingStoreOf } from './pendingMessages';

const newClientId = () => `m-${crypto.randomUUID()}`;

/** What the composer sends: text, gifts added to it, or a toy command (then the text is not sent). */
export interface Draft {
  text: string;
  gifts: WantedGift[];
  toyControlId: number | null;
  /** An uploaded picture, sent alone as an image message. */
  imageId?: number;
  /** The chosen file's object URL, shown while the picture's message is pending. */
  previewUrl?: string;
}

/**
 * Sends a text, gift or toy-control message over the socket and shows it at once as pending, until the
 * server's ack (the stored message arrives on the bus too) or its refusal; unconfirmed ones are sent
 * again after a reconnect (pendingMessages.ts). A refusal for want of coins of this tab's message opens
 * moneycharge; after a paid top-up the message is sent again with its client id (nothing was charged).
 */
export function useSendMessage(channelId: number) {
  const { bus, openFlow } = usePlatform();
  const store = useMemo(() => pendingStoreOf(bus), [bus]);
  const pending = useSyncExternalStore(store.subscribe, store.snapshot);
  useBusEvent('messengerMessageRefused', ({ code, clientId }) => {
    if (code !== 'insufficient_balance' || clientId === null || !store.snapshot().some((message) => message.clientId === clientId)) return;
    void (async () => {
      if ((await openFlow('moneycharge')) === 'completed') store.retry(clientId);
    })();
  });
  const send = (draft: Draft) => store.send({ clientId: newClientId(), channelId, ...draft, refused: null });
  return { pending: pending.filter((message) => message.channelId === channelId), send };
}
