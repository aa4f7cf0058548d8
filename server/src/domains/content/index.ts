import type { Domain } from '../types';
import { contentRoutes } from './rest';

/** Legal texts (spec 000 §3 Content; spec 001 §7.2 asset/legal-text/download). */
export const contentDomain: Domain = {
  name: 'content',
  rest: contentRoutes,
};
