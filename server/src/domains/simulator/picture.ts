import { renderAsync } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { renderArt } from '../../media/art';
import type { Hub } from '../../realtime/hub';
import { actors } from '../actors/schema';
import { storeActorMessage } from '../messenger/messages/actor-message';
import { storeImage } from '../messenger/images/store';

/** The words a demo actor sends with her picture, in the guest's language. */
const CAPTIONS: Record<string, string> = {
  en: 'A little picture, just for you!',
  de: 'Ein kleines Bild, nur für dich!',
  nl: 'Een klein fotootje, speciaal voor jou!',
  es: '¡Una fotito, solo para ti!',
};

/** Her picture: her drawn character (media/art.ts, safe for work) as a PNG; shots from 100 are the messenger's own. */
export async function actorPicture(actor: { id: number; genderType: string; name: string }, shot: number): Promise<Buffer> {
  const svg = renderArt({ actor, shot: 100 + shot, width: 960, aspect: 'landscape', motif: 'frame', label: actor.name });
  return Buffer.from((await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng());
}

/**
 * A demo actor answers with a picture (image_received): stored for the guest's channel like an upload
 * (re-encoded, with a thumbnail), then sent as her message. False when she or the channel is gone.
 */
export async function sendActorPicture(
  db: Executor,
  hub: Pick<Hub, 'toGuest'>,
  input: { guestId: number; actorId: number; channelId: number; language: string; shot: number },
): Promise<boolean> {
  const [actor] = await db.select({ id: actors.id, genderType: actors.genderType, name: actors.name }).from(actors).where(eq(actors.id, input.actorId)).limit(1);
  if (!actor) return false;
  const imageId = await storeImage(db, { guestId: input.guestId, channelId: input.channelId, senderType: 'actor', bytes: await actorPicture(actor, input.shot) });
  return (await storeActorMessage(db, hub, { guestId: input.guestId, channelId: input.channelId, text: CAPTIONS[input.language] ?? CAPTIONS.en!, imageId })) !== null;
}
