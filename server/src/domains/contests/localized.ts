import { FALLBACK_LANGUAGE } from '@vx/shared/constants';
import type { Localized } from './schema';

/** A seeded text in the asked language, English when that one is missing. */
export function pick(text: Localized, language: string): string {
  return text[language] ?? text[FALLBACK_LANGUAGE] ?? '';
}
