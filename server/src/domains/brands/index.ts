import type { Domain } from '../types';
import { createBrandRoutes } from './routes';

export { BRANDS, MAIN_BRAND, brandForHost } from './brands';
export { createBrandRoutes } from './routes';

/** Brands by host, their manifests, and the shell's HTML (DESIGN §2). Routes at the root. */
export const brandsDomain: Domain = {
  name: 'brands',
  routes: createBrandRoutes(),
};
