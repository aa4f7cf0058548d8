/**
 * Compile-time proof of the route registry: the typecheck (`npm test`) fails when a line marked
 * @ts-expect-error compiles, so each one is a link or table that must be refused. Never run.
 */
import type { Platform } from './platform';
import { defineRoutes, type NamesDeclaredTwice } from './routes';

declare const platform: Platform;

// Links into another remote's routes, without importing its code.
platform.href('actorVideos', { actorName: 'anna' });
platform.href('actorVideo', { actorName: 'anna', videoId: 7 }, 'de');
platform.href('home');
platform.hasRoute('myvisitx');

// @ts-expect-error an unknown route name
platform.href('actorVidoes', { actorName: 'anna' });
// @ts-expect-error an unknown route name
platform.hasRoute('actorVidoes');
// @ts-expect-error a missing parameter
platform.href('actorVideo', { actorName: 'anna' });
// @ts-expect-error a parameter the route does not have
platform.href('actorVideos', { actorName: 'anna', videoId: 7 });
// @ts-expect-error parameters are required
platform.href('actorProfile');
// @ts-expect-error a route without parameters takes none
platform.href('cams', { actorName: 'anna' });

// The owner's table must match the registry.
defineRoutes('shell', {
  home: { de: '', en: '', nl: '', es: '' },
  termsOfService: { de: 'agb/', en: 'terms-of-service/', nl: 'algemene-voorwaarden/', es: 'terminos-del-servicio/' },
  dataProtection: { de: 'datenschutz/', en: 'data-protection/', nl: 'privacybeleid/', es: 'proteccion-de-datos/' },
});
// @ts-expect-error a declared route is missing from the table
defineRoutes('shell', {
  home: { de: '', en: '', nl: '', es: '' },
  termsOfService: { de: 'agb/', en: 'terms-of-service/', nl: 'algemene-voorwaarden/', es: 'terminos-del-servicio/' },
});
defineRoutes('shell', {
  home: { de: '', en: '', nl: '', es: '' },
  termsOfService: { de: 'agb/', en: 'terms-of-service/', nl: 'algemene-voorwaarden/', es: 'terminos-del-servicio/' },
  dataProtection: { de: 'datenschutz/', en: 'data-protection/', nl: 'privacybeleid/', es: 'proteccion-de-datos/' },
  // @ts-expect-error a route the registry does not declare for the shell
  imprint: { de: 'impressum/', en: 'imprint/', nl: 'colofon/', es: 'aviso-legal/' },
});
defineRoutes('mf_events', {
  // @ts-expect-error a route of another remote
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
});
defineRoutes('shell', {
  // @ts-expect-error a pattern whose parameters differ from the registry's
  home: { de: ':page/', en: '', nl: '', es: '' },
  termsOfService: { de: 'agb/', en: 'terms-of-service/', nl: 'algemene-voorwaarden/', es: 'terminos-del-servicio/' },
  dataProtection: { de: 'datenschutz/', en: 'data-protection/', nl: 'privacybeleid/', es: 'proteccion-de-datos/' },
});

// A name two apps declare is refused.
declare const unique: NamesDeclaredTwice<{ shell: { home: never }; mf_tv: { tvGuide: never } }>;
const none: never = unique;
declare const twice: NamesDeclaredTwice<{ shell: { home: never }; mf_tv: { home: never } }>;
// @ts-expect-error 'home' is declared by both
const some: never = twice;
void none;
void some;
