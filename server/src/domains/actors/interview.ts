import type { z } from 'zod';
import type { Language } from '@vx/shared/constants';
import type { interviewSchema } from '@vx/shared/protocol';
import type { ActorRow } from './schema';

type Interview = z.infer<typeof interviewSchema>;
type Row = Pick<ActorRow, 'id' | 'threeWords' | 'languages' | 'country'>;

/** Question and answer templates per language; {words}, {languages}, {country} come from the profile. */
const TEMPLATES: Partial<Record<Language, Array<[string, string]>>> = {
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
};

/** Every third actor has given an interview (seed rule); the others answer null. */
export function hasInterview(actorId: number): boolean {
  return actorId % 3 === 0;
}

/**
 * The actor's interview in the asked language, else English (only en and de are written). Built
 * from the profile when read, so it never disagrees with it.
 */
export function interviewOf(row: Row, language: Language): Interview | null {
  if (!hasInterview(row.id)) return null;
  const lang: Language = TEMPLATES[language] ? language : 'en';
  const fill = (text: string) =>
    text
      .replace('{words}', row.threeWords || '-')
      .replace('{languages}', row.languages.join(', ').toUpperCase() || 'EN')
      .replace('{country}', row.country);
  return { language: lang, items: (TEMPLATES[lang] ?? []).map(([q, a]) => ({ question: fill(q), answer: fill(a) })) };
}
