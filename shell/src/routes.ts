import { defineRoutes } from '@vx/shared';

/** The shell's own pages: start page and legal pages. */
export const routes = defineRoutes('shell', {
  home: { de: '', en: '', nl: '', es: '' },
  termsOfService: { de: 'agb/', en: 'terms-of-service/', nl: 'algemene-voorwaarden/', es: 'terminos-del-servicio/' },
  dataProtection: { de: 'datenschutz/', en: 'data-protection/', nl: 'privacybeleid/', es: 'proteccion-de-datos/' },
});
