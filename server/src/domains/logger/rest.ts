import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoggerReport } from '@vx/shared/protocol';
import { currentSession } from '../../http/auth';
import { perAddress } from '../auth/rate-limit';
import { MAX_REPORT_BYTES, reportSchemas } from './schemas';

/**
 * Reports per client address and minute. A page sends a few (a flapping connection one per
 * reconnect, every second at worst); beyond this a script is filling the log.
 */
export const REPORTS_PER_MINUTE = 60;

/**
 * logger/browserOnline, logger/websocketConnectionError, logger/vxmessengerError (spec 001 §7.2):
 * a client's report, validated, written to the server log at warn with the guest's id when logged
 * in, answered 204. Visitors may report too: a socket fails before anyone logs in.
 */
export async function loggerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const report of Object.keys(reportSchemas) as LoggerReport[]) {
    api.post(
      `/logger/${report}`,
      { ...perAddress(REPORTS_PER_MINUTE, 60_000), bodyLimit: MAX_REPORT_BYTES, schema: { body: reportSchemas[report] } },
      async (request, reply) => {
        const session = await currentSession(request);
        request.log.warn({ report, guestId: session?.guestId ?? null, ...request.body }, `client report: ${report}`);
        return reply.code(204).send();
      },
    );
  }
}
