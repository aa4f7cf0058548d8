import { addNamespace, type Language } from '@vx/shared';
import type { i18n } from 'i18next';

export const SHELL_NAMESPACE = 'shell';

/** The shell's strings for a language, fetched as their own small chunk. */
export function loadShellLocale(instance: i18n, language: Language): Promise<void> {
  return addNamespace(instance, SHELL_NAMESPACE, language, () => import(`../locales/${language}.json`));
}
