import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@vx/shared/constants';

/**
 * The player's words in the four languages. They live with the player (not in an app's locale file)
 * because every remote that plays video bundles the player; `{{length}}` is the preview's length.
 */
const STRINGS = {
  en: {
    play: 'Play',
    pause: 'Pause',
    mute: 'Sound off',
    unmute: 'Sound on',
    fullscreen: 'Full screen',
    seek: 'Position in the video',
    previewBadge: 'Preview · {{length}}',
    previewEnded: 'The preview has ended',
    replay: 'Watch the preview again',
    failed: 'The video cannot be played right now.',
    unsupported: 'This browser cannot play the video.',
    tryAgain: 'Try again',
    live: 'Live',
  },
  de: {
    play: 'Abspielen',
    pause: 'Pause',
    mute: 'Ton aus',
    unmute: 'Ton an',
    fullscreen: 'Vollbild',
    seek: 'Position im Video',
    previewBadge: 'Vorschau · {{length}}',
    previewEnded: 'Die Vorschau ist zu Ende',
    replay: 'Vorschau noch einmal ansehen',
    failed: 'Das Video kann gerade nicht abgespielt werden.',
    unsupported: 'Dieser Browser kann das Video nicht abspielen.',
    tryAgain: 'Erneut versuchen',
    live: 'Live',
  },
  nl: {
    play: 'Afspelen',
    pause: 'Pauzeren',
    mute: 'Geluid uit',
    unmute: 'Geluid aan',
    fullscreen: 'Volledig scherm',
    seek: 'Positie in de video',
    previewBadge: 'Voorproefje · {{length}}',
    previewEnded: 'Het voorproefje is afgelopen',
    replay: 'Voorproefje opnieuw bekijken',
    failed: 'De video kan nu niet worden afgespeeld.',
    unsupported: 'Deze browser kan de video niet afspelen.',
    tryAgain: 'Opnieuw proberen',
    live: 'Live',
  },
  es: {
    play: 'Reproducir',
    pause: 'Pausa',
    mute: 'Silenciar',
    unmute: 'Activar sonido',
    fullscreen: 'Pantalla completa',
    seek: 'Posición en el vídeo',
    previewBadge: 'Avance · {{length}}',
    previewEnded: 'El avance ha terminado',
    replay: 'Ver el avance otra vez',
    failed: 'El vídeo no se puede reproducir ahora.',
    unsupported: 'Este navegador no puede reproducir el vídeo.',
    tryAgain: 'Reintentar',
    live: 'En directo',
  },
} satisfies Record<Language, Record<string, string>>;

export type PlayerWord = keyof (typeof STRINGS)['en'];

/** The player's words in the page's language (the i18next instance the shell lends). */
export function usePlayerWords(): (word: PlayerWord, values?: Record<string, string>) => string {
  const { i18n } = useTranslation();
  const words = STRINGS[isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE];
  return (word, values = {}) => words[word].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
