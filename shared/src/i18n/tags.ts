import { LANGUAGES, type Language } from '../constants';

/**
 * The video tags' names in the four languages, one source for the server (seed, tag search, SEO
 * texts, breadcrumbs) and the client (chips, filters, headings). A tag is id and label (spec 000 §3
 * Tags): the English label stays the key of URLs, filters and answers; only what a guest reads is
 * translated. Served as `@vx/shared/tags`, outside the package's main entry, so that the start page,
 * which shows no tag, does not load it.
 */
export const TAG_NAMES = {
  Outdoor: { de: 'Outdoor', en: 'Outdoor', nl: 'Buiten', es: 'Al aire libre' },
  Dance: { de: 'Tanz', en: 'Dance', nl: 'Dansen', es: 'Baile' },
  Cosplay: { de: 'Cosplay', en: 'Cosplay', nl: 'Cosplay', es: 'Cosplay' },
  Fitness: { de: 'Fitness', en: 'Fitness', nl: 'Fitness', es: 'Fitness' },
  Yoga: { de: 'Yoga', en: 'Yoga', nl: 'Yoga', es: 'Yoga' },
  Lingerie: { de: 'Dessous', en: 'Lingerie', nl: 'Lingerie', es: 'Lencería' },
  Roleplay: { de: 'Rollenspiel', en: 'Roleplay', nl: 'Rollenspel', es: 'Juego de rol' },
  Romantic: { de: 'Romantisch', en: 'Romantic', nl: 'Romantisch', es: 'Romántico' },
  Travel: { de: 'Reisen', en: 'Travel', nl: 'Reizen', es: 'Viajes' },
  Kitchen: { de: 'Küche', en: 'Kitchen', nl: 'Keuken', es: 'Cocina' },
  Massage: { de: 'Massage', en: 'Massage', nl: 'Massage', es: 'Masaje' },
  Party: { de: 'Party', en: 'Party', nl: 'Feest', es: 'Fiesta' },
  Beach: { de: 'Strand', en: 'Beach', nl: 'Strand', es: 'Playa' },
  Vlog: { de: 'Vlog', en: 'Vlog', nl: 'Vlog', es: 'Vlog' },
  ASMR: { de: 'ASMR', en: 'ASMR', nl: 'ASMR', es: 'ASMR' },
  Interview: { de: 'Interview', en: 'Interview', nl: 'Interview', es: 'Entrevista' },
  'Behind the scenes': { de: 'Hinter den Kulissen', en: 'Behind the scenes', nl: 'Achter de schermen', es: 'Detrás de las cámaras' },
  Sport: { de: 'Sport', en: 'Sport', nl: 'Sport', es: 'Deporte' },
  Gaming: { de: 'Gaming', en: 'Gaming', nl: 'Gaming', es: 'Videojuegos' },
  Music: { de: 'Musik', en: 'Music', nl: 'Muziek', es: 'Música' },
  Glamour: { de: 'Glamour', en: 'Glamour', nl: 'Glamour', es: 'Glamour' },
  Retro: { de: 'Retro', en: 'Retro', nl: 'Retro', es: 'Retro' },
  Shower: { de: 'Dusche', en: 'Shower', nl: 'Douche', es: 'Ducha' },
  Stockings: { de: 'Strümpfe', en: 'Stockings', nl: 'Kousen', es: 'Medias' },
  'High heels': { de: 'High Heels', en: 'High heels', nl: 'Hoge hakken', es: 'Tacones altos' },
  Couple: { de: 'Paar', en: 'Couple', nl: 'Koppel', es: 'Pareja' },
  Solo: { de: 'Solo', en: 'Solo', nl: 'Solo', es: 'Solo' },
  Teasing: { de: 'Necken', en: 'Teasing', nl: 'Plagen', es: 'Provocación' },
  Striptease: { de: 'Striptease', en: 'Striptease', nl: 'Striptease', es: 'Striptease' },
  Pool: { de: 'Pool', en: 'Pool', nl: 'Zwembad', es: 'Piscina' },
} as const satisfies Record<string, Record<Language, string>>;

export type TagLabel = keyof typeof TAG_NAMES;

/** The labels in the list's order (the seed gives them the ids 1…n in this order). */
export const TAG_LABELS = Object.keys(TAG_NAMES) as TagLabel[];

/** Labels arrive in any case (URLs, filters keep what the guest typed). */
const namesOf = new Map<string, Record<Language, string>>(TAG_LABELS.map((label) => [label.toLowerCase(), TAG_NAMES[label]]));

/** A tag's name in the language; a label the list does not know (a tag added later) stays as it is. */
export function tagName(label: string, language: Language): string {
  return namesOf.get(label.toLowerCase())?.[language] ?? label;
}

/** Case and accents do not count when a guest types a name ("lenceria" finds "Lencería"). */
export const foldTagText = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The labels whose name in the language contains the text, those whose name starts with it first:
 * what a guest of that language means by typing it.
 */
export function labelsNamed(text: string, language: Language): { label: TagLabel; startsWith: boolean }[] {
  const wanted = foldTagText(text.trim());
  if (!wanted) return [];
  return TAG_LABELS.flatMap((label) => {
    const name = foldTagText(TAG_NAMES[label][language]);
    return name.includes(wanted) ? [{ label, startsWith: name.startsWith(wanted) }] : [];
  });
}

/**
 * The labels with a name in any language containing the text, in lower case: the video search (title,
 * actor or tag), whose answers are cached per filter and so the same for every language.
 */
export function labelsNamedInAnyLanguage(text: string): string[] {
  const wanted = foldTagText(text.trim());
  if (!wanted) return [];
  return TAG_LABELS.filter((label) => LANGUAGES.some((language) => foldTagText(TAG_NAMES[label][language]).includes(wanted))).map((label) => label.toLowerCase());
}
