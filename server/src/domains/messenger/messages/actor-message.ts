import { eq } from 'drizzle-orm';
import type { MessengerMessage } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import type { Hub } from '../../../realtime/hub';
import { guests } from '../../guests/schema';
import { lockOwnChannel, noteMessage } from '../channels';
import { messengerMessages } from '../message-schema';
import { toMessengerMessage } from './store';

/**
 * An actor's message in the guest's channel, stored like any message (sender actor): a text, or with
 * `imageId` (a picture stored for this channel, images/store.ts) an image_received. The channel notes
 * it (one more unread, an archived channel comes back), then every socket of the guest gets it, the
 * picture censored unless he is age-verified. Answers the message as delivered; null when the channel
 * is gone or is not the guest's.
 */
export async function storeActorMessage(
  db: Executor,
  hub: Pick<Hub, 'toGuest'>,
  input: { guestId: number; channelId: number; text: string; imageId?: number },
): Promise<MessengerMessage | null> {
  const stored = await db.transaction(async (tx) => {
    const channel = await lockOwnChannel(tx, input.guestId, input.channelId);
    if (!channel) return null;
    const [guest] = await tx.select({ hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, input.guestId)).limit(1);
    const [row] = await tx
      .insert(messengerMessages)
      .values({
        channelId: channel.id,
        guestId: input.guestId,
        senderType: 'actor',
        messageType: input.imageId === undefined ? 'text' : 'image_received',
        text: input.text,
        gifts: [],
        price: 0,
        imageId: input.imageId ?? null,
      })
      .returning();
    await noteMessage(tx, channel.id, { id: row!.id, at: row!.createdAt, fromGuest: false });
    return { row: row!, ageVerified: guest?.hasAvs ?? false };
  });
  if (!stored) return null;
  const message = toMessengerMessage(stored.row, stored.ageVerified);
  hub.toGuest(input.guestId, { type: 'messengerMessage', message });
  return message;
}

/** The actor is writing in the guest's channel: every socket of the guest shows it (messengerTyping is ours). */
export function sendActorTyping(hub: Pick<Hub, 'toGuest'>, input: { guestId: number; channelId: number; actorId: number }): void {
  hub.toGuest(input.guestId, { type: 'messengerTyping', channelId: input.channelId, actorId: input.actorId });
}
