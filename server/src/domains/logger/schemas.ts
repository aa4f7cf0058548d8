import { z } from 'zod';
import { LOGGER_TEXT_MAX, MESSENGER_ERROR_KINDS, type LoggerReport, type LoggerReports } from '@vx/shared/protocol';
import { redactTokens } from './redact';

/** A report's body is a handful of short fields; Fastify answers 413 above this. */
export const MAX_REPORT_BYTES = 2 * 1024;

/** Short text, token-like parts redacted before anything sees it. */
const text = z.string().max(LOGGER_TEXT_MAX).transform(redactTokens);
const count = (max: number) => z.number().int().min(0).max(max);

/** Strict: an extra field (an access token sent along, say) is refused, never logged. */
export const reportSchemas = {
  browserOnline: z.strictObject({ offlineMs: count(30 * 24 * 3_600_000), page: text }),
  websocketConnectionError: z.strictObject({ code: count(4999), reason: text, attempt: count(1_000_000), page: text }),
  vxmessengerError: z.strictObject({
    kind: z.enum(MESSENGER_ERROR_KINDS),
    code: z.string().regex(/^[a-z_]{1,60}$/),
    channelId: z.number().int().min(1).max(2_147_483_647).nullable(),
    page: text,
  }),
} satisfies { [K in LoggerReport]: z.ZodType<LoggerReports[K], unknown> };
