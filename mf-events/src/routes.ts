import { defineRoutes } from '@vx/shared';

/** mf-events's routes; its pages arrive with its own issue. */
export const routes = defineRoutes('mf_events', {});
