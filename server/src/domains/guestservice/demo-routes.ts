import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '../../http/html';
import { brandForHost } from '../brands/brands';
import { hostnameOf } from '../brands/host';
import { demoPincallCalls } from '../guests/verification-schema';
import type { AppDeps } from '../types';
import { decideAvsCheck, findAvsCheck } from './avs';
import { avsCheckoutPage, avsDonePage, pincallInboxPage } from './demo-pages';

const checkParams = z.object({ checkId: z.string().uuid() });
const choiceParams = checkParams.extend({ choice: z.enum(['accept', 'reject', 'cancel']) });
const inboxQuery = z.object({ number: z.string().trim().max(20).optional() }).passthrough();
const INBOX_SIZE = 50;

/**
 * The demo providers of the guest service, only with DEMO_PROVIDERS=on (like the demo payment
 * provider and mailbox; they show what a real provider never would):
 *   GET  /demo-avs/checkout/:checkId                 the age-verification checkout
 *   POST /demo-avs/checkout/:checkId/:choice         accept, reject or cancel; answers the done page
 *   GET  /demo-pincall/?number=+49...                the calls the demo caller "made", with their PINs
 */
export async function demoGuestServiceRoutes(app: FastifyInstance, { config, database, hub }: AppDeps): Promise<void> {
  if (config.DEMO_PROVIDERS !== 'on') return;
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // The checkout's forms post without fields.
    api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

    api.get('/demo-avs/checkout/:checkId', { schema: { params: checkParams } }, async (request, reply) => {
      const check = await findAvsCheck(database.db, request.params.checkId);
      if (!check) return sendHtml(reply, { status: 404, title: 'Age verification', body: '<h1>Unknown check.</h1>' });
      return sendHtml(reply, avsCheckoutPage(check, brandForHost(hostnameOf(request.headers.host)).name));
    });

    api.post('/demo-avs/checkout/:checkId/:choice', { schema: { params: choiceParams } }, async (request, reply) => {
      const { checkId, choice } = request.params;
      await decideAvsCheck(database.db, hub, checkId, choice);
      const check = await findAvsCheck(database.db, checkId);
      if (!check) return sendHtml(reply, { status: 404, title: 'Age verification', body: '<h1>Unknown check.</h1>' });
      return sendHtml(reply, avsDonePage(check));
    });

    api.get('/demo-pincall/', { schema: { querystring: inboxQuery } }, async (request, reply) => {
      const e123 = request.query.number?.replace(/[^\d+]/g, '');
      const calls = await database.db
        .select()
        .from(demoPincallCalls)
        .where(e123 ? eq(demoPincallCalls.e123, e123) : undefined)
        .orderBy(desc(demoPincallCalls.createdAt), desc(demoPincallCalls.id))
        .limit(INBOX_SIZE);
      return sendHtml(reply, pincallInboxPage(calls, e123));
    });
  });
}
