import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { outbox } from './schema';

export interface OutgoingMail {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  link?: string | null;
}

/** Queues a mail. There is no mail server: the row is the delivery (see the internal outbox route). */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ recipient: mail.recipient, kind: mail.kind, subject: mail.subject, body: mail.body, link: mail.link ?? null })
    .returning({ id: outbox.id });
  return row.id;
}

export async function mailsTo(db: Executor, recipient: string, limit = 20) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(limit);
}

/** The newest mails to anyone (the demo mailbox's overview). */
export async function newestMails(db: Executor, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** How many mails of these kinds an address got since a moment (limits on mails one can cause). */
export async function recentMailCount(db: Executor, recipient: string, kinds: string[], since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), inArray(outbox.kind, kinds), gt(outbox.createdAt, since)));
  return row.n;
}
