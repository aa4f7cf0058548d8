import type { Domain } from '../types';
import { internalRoutes } from './rest';

/** Internal and test routes of the catalogue, hidden unless INTERNAL_SECRET is set and sent. */
export const internalDomain: Domain = {
  name: 'internal',
  rest: internalRoutes,
};
