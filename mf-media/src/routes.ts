import { defineRoutes } from '@vx/shared';

/** mf-media's routes; its pages arrive with its own issue. */
export const routes = defineRoutes('mf_media', {});
