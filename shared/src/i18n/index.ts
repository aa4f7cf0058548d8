import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../constants';
import type { Translations } from '../contract/feature';
import { common, COMMON_NAMESPACE } from './common';

export { COMMON_NAMESPACE } from './common';

/** One i18next instance a page; remotes add their namespaces when first used. */
export function createI18n(language: Language, shellResources: Record<string, Translations> = {}): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: { [language]: { [COMMON_NAMESPACE]: common[language], ...shellResources } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (language !== FALLBACK_LANGUAGE) instance.addResourceBundle(FALLBACK_LANGUAGE, COMMON_NAMESPACE, common[FALLBACK_LANGUAGE]);
  return instance;
}

/** Adds a namespace's strings once; a module's default export or a plain object both work. */
export async function addNamespace(
  instance: i18n,
  namespace: string,
  language: Language,
  load: () => Promise<Translations | { default: Translations }>,
): Promise<void> {
  if (instance.hasResourceBundle(language, namespace)) return;
  const loaded = await load();
  const bundle = ('default' in loaded ? loaded.default : loaded) as Translations;
  instance.addResourceBundle(language, namespace, bundle, true, true);
}
