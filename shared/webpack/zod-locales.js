/**
 * What `z.locales` holds in our builds: English only. zod's classic API re-exports every one of its
 * ~40 error locales, and a shared module keeps all its exports, so each page carried them (about
 * 40 KB compressed). No app reads zod's locales: error texts shown to guests come from our i18n.
 */
export { default as en } from 'zod/v4/locales/en.js';
