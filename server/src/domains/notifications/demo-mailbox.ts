import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, sendHtml } from '../../http/html';
import type { AppDeps } from '../types';
import { mailsTo, newestMails } from './outbox';

const mailboxQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(254).optional() }).passthrough();

const OVERVIEW_SIZE = 50;

/**
 * GET /demo-mail/?email=: the outbox as a mailbox page with clickable links, the stand-in for a mail
 * provider in development (signup confirmations, password resets). Like the demo payment provider it
 * exists only with DEMO_PROVIDERS=on: it shows everyone's mails, links with their tokens included.
 */
export async function demoMailboxRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  if (config.DEMO_PROVIDERS !== 'on') return;
  api.get('/demo-mail/', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
    const { email } = request.query;
    const mails = email ? await mailsTo(database.db, email, OVERVIEW_SIZE) : await newestMails(database.db, OVERVIEW_SIZE);
    const items = mails.map(
      (mail) => `<li><p><strong>${escapeHtml(mail.subject)}</strong><br>to ${escapeHtml(mail.recipient)}, ${escapeHtml(mail.createdAt.toISOString())}</p>
<p>${escapeHtml(mail.body)}</p>${mail.link ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>` : ''}</li>`,
    );
    const heading = email ? `Mails to ${escapeHtml(email)}` : `The newest ${OVERVIEW_SIZE} mails`;
    return sendHtml(reply, {
      title: 'Demo mailbox',
      body: `<p><span class="badge">DEMO MAILBOX – no mail leaves this server</span></p><h1>${heading}</h1>
${items.length > 0 ? `<ol>${items.join('\n')}</ol>` : '<p>No mails.</p>'}`,
    });
  });
}
