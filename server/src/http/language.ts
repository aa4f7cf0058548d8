import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@vx/shared/constants';

/** The `language` query parameter every call carries (spec 001 §7.1), falling back to English. */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.language;
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}
