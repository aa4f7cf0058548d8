import type { Domain } from '../types';
import { loggerRoutes } from './rest';

/** The clients' reports (spec 001 §7.2 logger/*), written to the server log; docs/logger.md. */
export const loggerDomain: Domain = { name: 'logger', rest: loggerRoutes };
