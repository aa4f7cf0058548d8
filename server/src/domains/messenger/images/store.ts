import { and, eq } from 'drizzle-orm';
import type { MessengerImage } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { messengerImages, messengerMessages } from '../message-schema';
import { IMAGE_MAX_SIDE, THUMBNAIL_MAX_SIDE, toJpeg } from './transcode';

/** The messenger's pictures (docs/messenger.md "Images"): stored re-encoded, read only by their guest. */

/** The type a picture's first bytes show (its magic number), whatever the request's header said. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Re-encodes the picture and its thumbnail (transcode.ts) and stores both for the guest's channel; its id. */
export async function storeImage(
  db: Executor,
  input: { guestId: number; channelId: number; senderType: 'guest' | 'actor'; bytes: Buffer },
): Promise<number> {
  const [image, thumbnail] = await Promise.all([toJpeg(input.bytes, IMAGE_MAX_SIDE), toJpeg(input.bytes, THUMBNAIL_MAX_SIDE)]);
  const [row] = await db
    .insert(messengerImages)
    .values({ guestId: input.guestId, channelId: input.channelId, senderType: input.senderType, image, thumbnail })
    .returning({ id: messengerImages.id });
  return row!.id;
}

/**
 * Whether the guest uploaded this picture into this channel and has not sent it yet; locks its row, so
 * a picture is sent once (messenger_messages.image_id is unique as well).
 */
export async function isUnsentImage(tx: Executor, guestId: number, channelId: number, imageId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: messengerImages.id })
    .from(messengerImages)
    .where(and(eq(messengerImages.id, imageId), eq(messengerImages.guestId, guestId), eq(messengerImages.channelId, channelId), eq(messengerImages.senderType, 'guest')))
    .for('update')
    .limit(1);
  if (!row) return false;
  const [sent] = await tx.select({ id: messengerMessages.id }).from(messengerMessages).where(eq(messengerMessages.imageId, imageId)).limit(1);
  return !sent;
}

/** One file of the guest's picture (the full one or its thumbnail), or null when he has none of that id. */
export async function imageFile(db: Executor, guestId: number, imageId: number, variant: 'image' | 'thumbnail'): Promise<{ senderType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ senderType: messengerImages.senderType, bytes: messengerImages[variant] })
    .from(messengerImages)
    .where(and(eq(messengerImages.id, imageId), eq(messengerImages.guestId, guestId)))
    .limit(1);
  return row ?? null;
}

/** An actor's picture shows only to an age-verified guest (spec 000 §3: censored until age-verified). */
export const isCensored = (senderType: string, ageVerified: boolean) => senderType === 'actor' && !ageVerified;

/** The REST paths of a message's picture; none, and censored, for an actor's picture the guest may not see. */
export function imageOfMessage(imageId: number | null, senderType: string, ageVerified: boolean): MessengerImage | null {
  if (imageId === null) return null;
  if (isCensored(senderType, ageVerified)) return { thumbnailUrl: null, url: null, censored: true };
  return { thumbnailUrl: `messenger/image/${imageId}/thumbnail`, url: `messenger/image/${imageId}`, censored: false };
}
