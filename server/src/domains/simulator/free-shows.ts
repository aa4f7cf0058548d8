import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { actors } from '../actors/schema';
import { bumpCatalogueVersion } from '../actors/version';
import { messengerChannels } from '../messenger/schema';

/**
 * An actor starts or stops her free show: her free chat is on or off, so every messenger channel with
 * her shows it (the channel's freeChat is the actor's). Each guest with a channel to her gets
 * `messengerContentChange` for it and refetches. False when nothing changed.
 */
export async function setFreeShow(db: Executor, hub: Pick<Hub, 'toGuest'>, actorId: number, on: boolean): Promise<boolean> {
  const updated = await db
    .update(actors)
    .set({ freeChat: on })
    .where(and(eq(actors.id, actorId), ne(actors.freeChat, on)))
    .returning({ id: actors.id });
  if (updated.length === 0) return false;
  bumpCatalogueVersion();
  const channels = await db
    .select({ id: messengerChannels.id, guestId: messengerChannels.guestId })
    .from(messengerChannels)
    .where(eq(messengerChannels.actorId, actorId));
  for (const channel of channels) hub.toGuest(channel.guestId, { type: 'messengerContentChange', channelId: channel.id });
  return true;
}

/** Share of rounds in which one online actor starts or stops a free show. */
const FREE_SHOW_SHARE = 0.3;

/** Now and then one of the online actors starts a free show, or stops hers (issue 13 §2). */
export async function freeShowRound(db: Executor, hub: Pick<Hub, 'toGuest'>, onlineActor: number | undefined, roll: () => number): Promise<void> {
  if (onlineActor === undefined || roll() >= FREE_SHOW_SHARE) return;
  const [actor] = await db.select({ freeChat: actors.freeChat }).from(actors).where(eq(actors.id, onlineActor)).limit(1);
  if (actor) await setFreeShow(db, hub, onlineActor, !actor.freeChat);
}
