import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** The messenger: what mf-messenger lends the shell. Its page loads only when visited. */
export default defineFeature({
  id: 'mf_messenger',
  routes,
  pages: {
    messenger: () => import('./pages/Messenger/MessengerPage'),
  },
  widgets: {},
  namespace: 'messenger',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
