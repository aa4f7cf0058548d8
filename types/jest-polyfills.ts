/**
 * What jsdom lacks and React Router 7 needs. Loaded before the unit tests
 * (the unit project loads this file before every test).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;

/**
 * A data router's navigation makes a Request of its URL and signal (no body: our routes have no
 * actions); jsdom has no fetch API.
 */
if (!scope.Request) {
  scope.Request = class Request {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
    }
  };
}
