import * as z from 'zod/mini';
import { LOGGER_TEXT_MAX, type LoggerReport, type LoggerReports } from '../protocol/logger';
import { RestError, type RestClient } from './rest';

/** Reports kept while offline; older ones give way, a long outage is one story. */
export const MAX_QUEUED_REPORTS = 20;

export interface ReporterEnv {
  isOnline(): boolean;
  /** Calls `listener` each time the browser comes back online. */
  onOnline(listener: () => void): void;
}

const browserEnv: ReporterEnv = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  onOnline: (listener) => {
    if (typeof window !== 'undefined') window.addEventListener('online', listener);
  },
};

const noAnswer = z.unknown();

/** Text fields cut to what the server takes (it refuses longer ones). */
function bounded<K extends LoggerReport>(body: LoggerReports[K]): LoggerReports[K] {
  const entries = Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, LOGGER_TEXT_MAX) : value]);
  return Object.fromEntries(entries) as LoggerReports[K];
}

/**
 * Sends spec 001 §7.2 logger/* reports. "Requests made offline are queued and replayed once
 * online": a report made offline, or one whose call could not reach the server, waits and is sent
 * when the browser is back online. A report the server refused is dropped, never retried.
 */
export function createReporter(rest: RestClient, env: ReporterEnv = browserEnv) {
  const queue: Array<() => Promise<void>> = [];
  const hold = (send: () => Promise<void>) => {
    queue.push(send);
    if (queue.length > MAX_QUEUED_REPORTS) queue.shift();
  };
  const attempt = (send: () => Promise<void>) =>
    send().catch((error: unknown) => {
      if (error instanceof RestError && error.status === 0) hold(send);
    });
  env.onOnline(() => queue.splice(0).forEach((send) => void attempt(send)));
  return <K extends LoggerReport>(report: K, body: LoggerReports[K]): void => {
    const payload = bounded(body);
    const send = () => rest.call(`logger/${report}`, { method: 'POST', payload, schema: noAnswer }).then(() => undefined);
    if (env.isOnline()) void attempt(send);
    else hold(send);
  };
}

export type Reporter = ReturnType<typeof createReporter>;

/** One reporter (and one queue) per REST client: the shell and every remote share it, as they share the client. */
const reporters = new WeakMap<RestClient, Reporter>();

export function reporterOf(rest: RestClient): Reporter {
  let reporter = reporters.get(rest);
  if (!reporter) {
    reporter = createReporter(rest);
    reporters.set(rest, reporter);
  }
  return reporter;
}
