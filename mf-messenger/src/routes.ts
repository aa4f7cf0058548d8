import { defineRoutes } from '@vx/shared';

/** mf-messenger's routes; its pages arrive with its own issue. */
export const routes = defineRoutes('mf_messenger', {});
