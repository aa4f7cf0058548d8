/**
 * The slugs of the articles read in this tab, by language (sessionStorage). A slug belongs to one
 * language (server/docs/blog.md), and the shell's language menu keeps the route's parameters, so
 * switching language on an article asks the other language for this one's slug: the server's 404.
 * Knowing that the slug was just an article in another language tells that apart from a wrong link.
 */
const KEY = 'vx.blog.read';
const LIMIT = 50;

type Read = Array<[slug: string, language: string]>;

function load(): Read {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string')) : [];
  } catch {
    return [];
  }
}

/** Notes an article shown in `language` (the newest 50 are kept). */
export function rememberArticle(slug: string, language: string): void {
  const read = load();
  if (read.some(([known, lang]) => known === slug && lang === language)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...read, [slug, language]].slice(-LIMIT)));
  } catch {
    // Storage full or refused: the language switch then shows the not-found state, nothing worse.
  }
}

/** Whether `slug` was an article read in another language than `language` in this tab. */
export const wasReadInAnotherLanguage = (slug: string, language: string): boolean => load().some(([known, lang]) => known === slug && lang !== language);
