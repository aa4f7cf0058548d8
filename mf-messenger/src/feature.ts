import { defineFeature } from '@vx/shared';
import { routes } from './routes';

export default defineFeature({
  id: 'mf_messenger',
  routes,
  pages: {},
  widgets: {},
  namespace: 'messenger',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
