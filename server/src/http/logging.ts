import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { serializeError } from './error-serializer';

const REDACTED = '[REDACTED]';
/**
 * Query parameter names that carry credentials (spec 001 §7.1 appends access_token to every call),
 * compared after decoding: `access%5Ftoken`, `%61ccess_token` and `access_token[]` reach the same
 * value in a query parser, so they must not slip past the redaction either.
 */
const SECRET_PARAMS = new Set(['access_token', 'token', 'signature', 'grant']);

/** The parameter's name as a URLSearchParams parser reads it, lower-cased, without a trailing []. */
function decodedName(pair: string): string {
  const [name = ''] = new URLSearchParams(pair).keys();
  return name.toLowerCase().replace(/\[\]$/, '');
}

/** The URL with every credential-carrying query parameter's value replaced; other bytes stay as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url.slice(queryStart + 1).split('&');
  const redacted = pairs.map((pair) => {
    if (!SECRET_PARAMS.has(decodedName(pair))) return pair;
    const equals = pair.indexOf('=');
    return `${equals === -1 ? pair : pair.slice(0, equals)}=${REDACTED}`;
  });
  return `${url.slice(0, queryStart)}?${redacted.join('&')}`;
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
      // Database errors without their statement and values.
      err: serializeError,
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
