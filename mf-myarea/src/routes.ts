import { defineRoutes } from '@vx/shared';

/** mf-myarea's routes; its pages arrive with its own issue. */
export const routes = defineRoutes('mf_myarea', {});
