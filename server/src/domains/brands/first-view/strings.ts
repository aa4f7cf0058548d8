import type { Language } from '@vx/shared/constants';

/**
 * The few words of the first view, by the namespace and key the client reads them under. The
 * client's strings are compiled into its chunks (shell/src/locales, mf-chat/src/locales) and the
 * server may not import the apps, so they are repeated here; strings.test.ts fails when one differs.
 */
export const FIRST_VIEW_STRINGS = {
  de: {
    shell: {
      'home.heroTitle': 'Live-Cams und Chats mit echten Amateuren',
      'home.heroText': 'Hunderte Models sind gerade online. Chatte live, sieh dir exklusive Videos an und komm ihnen in einer Privatshow näher.',
      'home.ctaSignup': 'Kostenlos registrieren',
      'home.ctaCams': 'Alle Cams ansehen',
      'home.onlineNow': 'Jetzt online',
      'home.online': 'Online',
      'home.age': '{{age}}',
      'home.perMinute': '{{price}} / Min.',
      'consent.title': 'Cookies auf dieser Seite',
      'consent.text': 'Wir verwenden notwendige Cookies für den Betrieb dieser Seite und, mit deiner Einwilligung, funktionale und Analyse-Cookies. Du kannst deine Wahl jederzeit in den Cookie-Einstellungen ändern. <privacy>Datenschutz</privacy>',
      'consent.acceptAll': 'Alle akzeptieren',
      'consent.rejectAll': 'Alle ablehnen',
      'consent.settings': 'Einstellungen',
    },
    chat: { 'cams.title': 'Live-Cams', online: 'Live', pricePerMinute: '{{price}} / Min.' },
  },
  en: {
    shell: {
      'home.heroTitle': 'Live cams and chats with real amateurs',
      'home.heroText': 'Hundreds of models are online right now. Chat live, watch exclusive videos and get closer in a private show.',
      'home.ctaSignup': 'Sign up for free',
      'home.ctaCams': 'Browse all cams',
      'home.onlineNow': 'Online now',
      'home.online': 'Online',
      'home.age': '{{age}}',
      'home.perMinute': '{{price}} / min',
      'consent.title': 'Cookies on this site',
      'consent.text': 'We use necessary cookies to run this site and, with your consent, functional and analytics cookies. You can change your choice at any time in the cookie settings. <privacy>Data protection</privacy>',
      'consent.acceptAll': 'Accept all',
      'consent.rejectAll': 'Reject all',
      'consent.settings': 'Settings',
    },
    chat: { 'cams.title': 'Live cams', online: 'Live', pricePerMinute: '{{price}} / min' },
  },
  nl: {
    shell: {
      'home.heroTitle': 'Live cams en chats met echte amateurs',
      'home.heroText': "Honderden modellen zijn nu online. Chat live, bekijk exclusieve video's en kom dichterbij in een privéshow.",
      'home.ctaSignup': 'Gratis registreren',
      'home.ctaCams': 'Alle cams bekijken',
      'home.onlineNow': 'Nu online',
      'home.online': 'Online',
      'home.age': '{{age}}',
      'home.perMinute': '{{price}} / min',
      'consent.title': 'Cookies op deze site',
      'consent.text': 'We gebruiken noodzakelijke cookies om deze site te laten werken en, met je toestemming, functionele en analytische cookies. Je kunt je keuze altijd wijzigen in de cookie-instellingen. <privacy>Privacybeleid</privacy>',
      'consent.acceptAll': 'Alles accepteren',
      'consent.rejectAll': 'Alles weigeren',
      'consent.settings': 'Instellingen',
    },
    chat: { 'cams.title': 'Live cams', online: 'Live', pricePerMinute: '{{price}} / min' },
  },
  es: {
    shell: {
      'home.heroTitle': 'Cams y chats en directo con amateurs reales',
      'home.heroText': 'Cientos de modelos están conectadas ahora mismo. Chatea en directo, mira vídeos exclusivos y acércate más en un show privado.',
      'home.ctaSignup': 'Registrarse gratis',
      'home.ctaCams': 'Ver todas las cams',
      'home.onlineNow': 'Conectadas ahora',
      'home.online': 'En línea',
      'home.age': '{{age}}',
      'home.perMinute': '{{price}} / min',
      'consent.title': 'Cookies en este sitio',
      'consent.text': 'Usamos cookies necesarias para el funcionamiento de este sitio y, con tu consentimiento, cookies funcionales y de análisis. Puedes cambiar tu elección en cualquier momento en la configuración de cookies. <privacy>Protección de datos</privacy>',
      'consent.acceptAll': 'Aceptar todas',
      'consent.rejectAll': 'Rechazar todas',
      'consent.settings': 'Configuración',
    },
    chat: { 'cams.title': 'Cámaras en vivo', online: 'En vivo', pricePerMinute: '{{price}} / min' },
  },
} satisfies Record<Language, { shell: Record<string, string>; chat: Record<string, string> }>;

export type FirstViewStrings = (typeof FIRST_VIEW_STRINGS)[Language];

/** i18next's `{{name}}` interpolation, for the values the first view fills in (not escaped: the caller escapes). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
