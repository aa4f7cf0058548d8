/**
 * What jsdom lacks and React Router 7 needs. Loaded before the unit tests
 * (the unit project loads this file before every test).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;
