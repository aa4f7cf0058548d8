import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { guests } from '../guests/schema';
import { sendActorTyping, storeActorMessage } from '../messenger/messages/actor-message';
import { onGuestSent, type GuestSent } from '../messenger/messages/guest-sent';
import { sendActorPicture } from './picture';

type Language = 'de' | 'en' | 'nl' | 'es';

/** What a demo actor answers, in the guest's language: a reply to words or a toy command, thanks for a gift. */
const ANSWERS: Record<Language, { reply: string[]; thanks: string[] }> = {
  en: {
    reply: ['Hey, nice to hear from you! How is your day going?', 'Thanks for your message, I was just thinking of you.', 'Haha, you always make me smile. Tell me more!'],
    thanks: ['Thank you so much for the gift, that is really sweet of you!', 'Wow, a gift for me? You made my day!'],
  },
  de: {
    reply: ['Hey, schön von dir zu hören! Wie läuft dein Tag?', 'Danke für deine Nachricht, ich habe gerade an dich gedacht.', 'Haha, du bringst mich immer zum Lächeln. Erzähl mir mehr!'],
    thanks: ['Vielen Dank für das Geschenk, das ist wirklich lieb von dir!', 'Wow, ein Geschenk für mich? Du hast mir den Tag versüßt!'],
  },
  nl: {
    reply: ['Hé, leuk om van je te horen! Hoe gaat je dag?', 'Bedankt voor je bericht, ik dacht net aan je.', 'Haha, jij laat me altijd lachen. Vertel me meer!'],
    thanks: ['Heel erg bedankt voor het cadeau, wat lief van je!', 'Wauw, een cadeau voor mij? Je hebt mijn dag goed gemaakt!'],
  },
  es: {
    reply: ['¡Hola, qué alegría saber de ti! ¿Qué tal tu día?', 'Gracias por tu mensaje, justo estaba pensando en ti.', 'Jaja, siempre me haces sonreír. ¡Cuéntame más!'],
    thanks: ['¡Muchísimas gracias por el regalo, qué detalle tan bonito!', '¡Guau, un regalo para mí? ¡Me has alegrado el día!'],
  },
};

const isLanguage = (value: string): value is Language => value in ANSWERS;

/** The actor's answer to a guest's message: thanks for a gift, a reply to anything else. */
export function answerTo(messageType: string, language: string, roll: () => number): string {
  const answers = ANSWERS[isLanguage(language) ? language : 'en'];
  const pool = messageType === 'gift' ? answers.thanks : answers.reply;
  return pool[Math.floor(roll() * pool.length)]!;
}

/** How long before her answer the actor is shown typing (messengerTyping, ours: shared/src/protocol/socket.ts). */
export const TYPING_LEAD_MS = 1_500;

export interface RepliesOptions {
  delayMs: number;
  random: () => number;
  setTimer: (run: () => void, ms: number) => () => void;
  /** Share of answers to a text that are a picture of hers (picture.ts); none when not set. */
  pictureChance?: number;
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * Demo actors answer the guests' messages (issue 13 §2): a while after a guest writes, the actor
 * is shown typing, then replies or thanks for the gift, stored and delivered like any actor's message. Returns the stop,
 * which cancels pending answers and waits for those being stored.
 */
export function startReplies(db: Executor, hub: Pick<Hub, 'toGuest'>, options: RepliesOptions): () => Promise<void> {
  const pending = new Set<() => void>();
  const storing = new Set<Promise<void>>();
  const answer = async (sent: GuestSent) => {
    const [guest] = await db.select({ language: guests.language }).from(guests).where(eq(guests.id, sent.guestId)).limit(1);
    if (!guest) return;
    if (sent.row.messageType === 'text' && options.random() < (options.pictureChance ?? 0)) {
      const target = { guestId: sent.guestId, actorId: sent.actorId, channelId: sent.row.channelId, language: guest.language };
      await sendActorPicture(db, hub, { ...target, shot: Math.floor(options.random() * 1_000) });
      return;
    }
    await storeActorMessage(db, hub, { guestId: sent.guestId, channelId: sent.row.channelId, text: answerTo(sent.row.messageType, guest.language, options.random) });
  };
  const unfollow = onGuestSent(db, (sent) => {
    const cancel = options.setTimer(() => {
      pending.delete(cancel);
      const work = answer(sent)
        .catch((error: unknown) => options.log?.warn({ err: error }, 'simulator reply failed'))
        .finally(() => storing.delete(work));
      storing.add(work);
    }, options.delayMs);
    pending.add(cancel);
    // The reply's timer first, so its order in the timers is that of the answers; typing shows before it.
    const typing = options.setTimer(() => {
      pending.delete(typing);
      sendActorTyping(hub, { guestId: sent.guestId, channelId: sent.row.channelId, actorId: sent.actorId });
    }, Math.max(0, options.delayMs - TYPING_LEAD_MS));
    pending.add(typing);
  });
  return async () => {
    unfollow();
    for (const cancel of pending) cancel();
    pending.clear();
    await Promise.all(storing);
  };
}
