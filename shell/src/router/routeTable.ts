import type { BrandManifest, RouteTable } from '@vx/shared';
import { routes as shellRoutes } from '../routes';

/** Every route name of the page: the shell's own and those of the remotes the brand composes. */
export function brandRouteTable(brand: BrandManifest): RouteTable {
  return Object.assign({}, shellRoutes, ...brand.remotes.map((remote) => remote.routes));
}
