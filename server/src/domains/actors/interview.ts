import type { z } from 'zod';
import type { Language } from '@vx/shared/constants';
import type { interviewSchema } from '@vx/shared/protocol';
import type { ActorRow } from './schema';

type Interview = z.infer<typeof interviewSchema>;
type Row = Pick<ActorRow, 'id' | 'threeWords' | 'languages' | 'country'>;

/** Question and answer templates per language; {words}, {languages}, {country} come from the profile. */
const TEMPLATES: Record<Language, Array<[string, string]>> = {
  en: [
    ['Describe yourself in three words.', '{words}'],
    ['Which languages can we chat in?', 'I speak {languages}.'],
    ['Where are you from?', 'I live in {country}.'],
    ['What do you love about camming?', 'Meeting new people and making every show a little different.'],
  ],
  de: [
    ['Beschreibe dich in drei Worten.', '{words}'],
    ['In welchen Sprachen können wir chatten?', 'Ich spreche {languages}.'],
    ['Woher kommst du?', 'Ich lebe in {country}.'],
    ['Was liebst du am Camming?', 'Neue Leute kennenlernen und jede Show ein bisschen anders machen.'],
  ],
  nl: [
    ['Beschrijf jezelf in drie woorden.', '{words}'],
    ['In welke talen kunnen we chatten?', 'Ik spreek {languages}.'],
    ['Waar kom je vandaan?', 'Ik woon in {country}.'],
    ['Wat vind je het leukst aan cammen?', 'Nieuwe mensen ontmoeten en elke show een beetje anders maken.'],
  ],
  es: [
    ['Descríbete en tres palabras.', '{words}'],
    ['¿En qué idiomas podemos chatear?', 'Hablo {languages}.'],
    ['¿De dónde eres?', 'Vivo en {country}.'],
    ['¿Qué es lo que más te gusta de hacer cam?', 'Conocer gente nueva y hacer que cada show sea un poco diferente.'],
  ],
};

/** Every third actor has given an interview (seed rule); the others answer null. */
export function hasInterview(actorId: number): boolean {
  return actorId % 3 === 0;
}

/** The name of a language or country code in the interview's language ("Deutsch", "Duitsland"). */
function displayName(language: Language, type: 'language' | 'region', code: string): string {
  return new Intl.DisplayNames([language], { type, fallback: 'code' }).of(code) ?? code;
}

/**
 * The actor's interview in the asked language (all four are written). Built from the profile
 * when read, so it never disagrees with it. The three words are the actor's own and stay as she
 * wrote them.
 */
export function interviewOf(row: Row, language: Language): Interview | null {
  if (!hasInterview(row.id)) return null;
  const spoken = row.languages.map((code) => displayName(language, 'language', code)).join(', ');
  const fill = (text: string) =>
    text
      .replace('{words}', row.threeWords || '-')
      .replace('{languages}', spoken || displayName(language, 'language', 'en'))
      .replace('{country}', displayName(language, 'region', row.country));
  return { language, items: TEMPLATES[language].map(([q, a]) => ({ question: fill(q), answer: fill(a) })) };
}
