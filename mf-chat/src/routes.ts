import { defineRoutes } from '@vx/shared';

/** mf-chat's routes as data: published as routes.json beside the remote's manifest. */
export const routes = defineRoutes({
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
});
