import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

const REDACTED = '[REDACTED]';
/** Query parameters that carry credentials (spec 001 §7.1 appends access_token to every call). */
const SECRET_PARAMS = /([?&](?:access_token|token|signature)=)[^&#]*/gi;

/** The URL with every credential-carrying query parameter's value replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  id?: string;
}

/**
 * The process's logger, shared by Fastify, the hub and Redis. Requests are logged with method,
 * redacted URL, host and address only; headers are never serialized, so neither Authorization nor
 * cookies reach a log line.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: {
      req(request: LoggedRequest) {
        return {
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
    },
    // Belt and braces: should anything log raw headers or a message with a token, these are censored.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'accessToken', '*.accessToken'],
      censor: REDACTED,
    },
  };
  return stream ? pino(options, stream as pino.DestinationStream) : pino(options);
}
