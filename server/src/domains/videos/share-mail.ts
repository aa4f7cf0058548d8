import { and, count, eq, gt } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Database } from '../../db/client';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { queueMail } from '../notifications/outbox';
import { videos, videoShares } from './schema';

/** Shares one guest may send in SHARE_WINDOW_MS; more answer TIMEOUT until the window has passed. */
export const SHARES_PER_WINDOW = 5;
export const SHARE_WINDOW_MS = 10 * 60_000;

const MAIL: Record<Language, { subject: (name: string, title: string) => string; body: (name: string, title: string, message: string, link: string) => string }> = {
  de: {
    subject: (name, title) => `${name} empfiehlt dir ein Video: ${title}`,
    body: (name, title, message, link) => `${name} möchte dir das Video „${title}“ zeigen.${message ? `\n\n${message}` : ''}\n\nAnsehen: ${link}`,
  },
  en: {
    subject: (name, title) => `${name} shares a video with you: ${title}`,
    body: (name, title, message, link) => `${name} wants to show you the video "${title}".${message ? `\n\n${message}` : ''}\n\nWatch it: ${link}`,
  },
  nl: {
    subject: (name, title) => `${name} deelt een video met je: ${title}`,
    body: (name, title, message, link) => `${name} wil je de video "${title}" laten zien.${message ? `\n\n${message}` : ''}\n\nBekijk hem: ${link}`,
  },
  es: {
    subject: (name, title) => `${name} comparte un vídeo contigo: ${title}`,
    body: (name, title, message, link) => `${name} quiere enseñarte el vídeo «${title}».${message ? `\n\n${message}` : ''}\n\nMíralo: ${link}`,
  },
};

export interface VideoShare {
  guestId: number;
  videoId: number;
  recipient: string;
  message: string;
  language: Language;
}

/**
 * guest/sendVideoShareEmail: queues the mail to the recipient (the outbox is the delivery, read in
 * the demo mailbox) and counts the share, in one transaction. 'TIMEOUT' when the guest has sent
 * SHARES_PER_WINDOW already (spec 001 §7.5: a timeout failure), null when the video is unknown.
 */
export async function sendVideoShare(db: Database['db'], share: VideoShare, now = new Date()): Promise<'OK' | 'TIMEOUT' | null> {
  return db.transaction(async (tx) => {
    // The guest's row is locked so that two shares at once cannot both pass the count.
    const [guest] = await tx.select({ name: guests.name }).from(guests).where(eq(guests.id, share.guestId)).for('update');
    const [video] = await tx
      .select({ title: videos.title, actorName: actors.name })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(eq(videos.id, share.videoId));
    if (!guest || !video) return null;
    const since = new Date(now.getTime() - SHARE_WINDOW_MS);
    const [sent] = await tx.select({ n: count() }).from(videoShares).where(and(eq(videoShares.guestId, share.guestId), gt(videoShares.createdAt, since)));
    if (sent!.n >= SHARES_PER_WINDOW) return 'TIMEOUT';
    await tx.insert(videoShares).values({ guestId: share.guestId, videoId: share.videoId, createdAt: now });
    const text = MAIL[share.language];
    const link = `/${share.language}/amateur/${video.actorName.toLowerCase()}/videos/${share.videoId}/`;
    await queueMail(tx, {
      recipient: share.recipient,
      kind: 'video_share',
      subject: text.subject(guest.name, video.title),
      body: text.body(guest.name, video.title, share.message, link),
      link,
    });
    return 'OK';
  });
}
