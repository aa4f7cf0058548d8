import type { Language } from '@vx/shared/constants';

/** A seeded show's texts in one language (spec 000 §3 Cam show: title, description, postBuyInfo). */
export interface ShowTexts {
  title: string;
  description: string;
  postBuyInfo: string;
}

/** Show titles, each in the four languages of the platform. */
export const SHOW_TITLES: readonly Record<Language, string>[] = [
  { en: 'Late night lingerie show', de: 'Dessous-Show zu später Stunde', nl: 'Lingerieshow laat op de avond', es: 'Show de lencería a medianoche' },
  { en: 'Dance & tease', de: 'Tanzen & Necken', nl: 'Dansen & plagen', es: 'Baile y provocación' },
  { en: 'Oil massage special', de: 'Ölmassage-Special', nl: 'Oliemassage special', es: 'Especial de masaje con aceite' },
  { en: 'Roleplay night', de: 'Rollenspiel-Nacht', nl: 'Rollenspelavond', es: 'Noche de juego de rol' },
  { en: 'Shower show', de: 'Dusch-Show', nl: 'Doucheshow', es: 'Show en la ducha' },
  { en: 'Q&A live', de: 'Fragen & Antworten live', nl: 'Vragen & antwoorden live', es: 'Preguntas y respuestas en directo' },
];

const DESCRIPTION: Record<Language, string> = {
  en: 'A private show for ticket holders only. Chat, wishes and a lot of fun.',
  de: 'Eine private Show nur für Ticketinhaber. Chat, Wünsche und jede Menge Spaß.',
  nl: 'Een privéshow alleen voor tickethouders. Chatten, wensen en veel plezier.',
  es: 'Un show privado solo para quienes tienen entrada. Chat, deseos y mucha diversión.',
};

const POST_BUY_INFO: Record<Language, string> = {
  en: 'Open the live-show tab of the profile when the show starts; your ticket lets you in.',
  de: 'Öffne zum Start der Show den Live-Show-Tab des Profils; dein Ticket lässt dich hinein.',
  nl: 'Open bij de start van de show het tabblad liveshow van het profiel; je ticket geeft je toegang.',
  es: 'Abre la pestaña de show en directo del perfil cuando empiece el show; tu entrada te da acceso.',
};

/** The texts of a seeded show with the given title in one language. */
export function showTexts(title: Record<Language, string>, language: Language): ShowTexts {
  return { title: title[language], description: DESCRIPTION[language], postBuyInfo: POST_BUY_INFO[language] };
}
