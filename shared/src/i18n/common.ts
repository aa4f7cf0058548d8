import type { Language } from '../constants';

/** Strings every part of the page needs (fallbacks of remotes and widgets), in the four languages. */
export const COMMON_NAMESPACE = 'common';

export const common: Record<Language, Record<string, string>> = {
  en: {
    remoteUnavailable: 'This area cannot be loaded right now.',
    remoteRetrying: 'We will try again in a moment.',
    retry: 'Try again',
    loading: 'Loading…',
    coins: '{{count}} coins',
  },
  de: {
    remoteUnavailable: 'Dieser Bereich kann gerade nicht geladen werden.',
    remoteRetrying: 'Wir versuchen es gleich noch einmal.',
    retry: 'Erneut versuchen',
    loading: 'Wird geladen…',
    coins: '{{count}} Coins',
  },
  nl: {
    remoteUnavailable: 'Dit onderdeel kan nu niet worden geladen.',
    remoteRetrying: 'We proberen het zo opnieuw.',
    retry: 'Opnieuw proberen',
    loading: 'Bezig met laden…',
    coins: '{{count}} coins',
  },
  es: {
    remoteUnavailable: 'Esta sección no se puede cargar en este momento.',
    remoteRetrying: 'Lo volveremos a intentar en un momento.',
    retry: 'Reintentar',
    loading: 'Cargando…',
    coins: '{{count}} monedas',
  },
};
