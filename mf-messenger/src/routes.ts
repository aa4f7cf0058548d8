import { defineRoutes } from '@vx/shared';

/** mf-messenger's routes as data: published as routes.json beside the remote's manifest. */
export const routes = defineRoutes('mf_messenger', {
  messenger: { de: 'messenger/', en: 'messenger/', nl: 'messenger/', es: 'mensajes/' },
});
