import { Global } from '@emotion/react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Skeleton, type Language } from '@vx/shared';
import { loadShellLocale } from '../i18n/shellLocale';
import { Layout } from '../layout/Layout';
import { PlatformProvider } from '../platform/PlatformProvider';
import type { Services } from '../platform/services';
import { useScrollTo } from './useScrollTo';

/**
 * Everything under /{language}/: the platform value of that language and the page layout.
 *
 * React keeps this frame when the guest switches language, so readiness is per language: a page of
 * the new language renders only once the services speak it (`currentLanguage()`, which every REST
 * and query call sends), else its first answers would be asked, and cached, in the old language.
 */
export function LanguageFrame({ services, language }: { services: Services; language: Language }) {
  const [readyLanguage, setReadyLanguage] = useState<Language | null>(() =>
    services.i18n.hasResourceBundle(language, 'shell') && services.currentLanguage() === language ? language : null,
  );
  useEffect(() => {
    let live = true;
    void loadShellLocale(services.i18n, language).then(async () => {
      await services.i18n.changeLanguage(language);
      document.documentElement.lang = language;
      if (live) setReadyLanguage(language);
    });
    return () => {
      live = false;
    };
  }, [services, language]);
  useScrollTo();
  if (readyLanguage !== language) return null;
  return (
    <PlatformProvider services={services} language={language}>
      <Global
        styles={(theme) => ({
          'html, body': { background: theme.colors.background, color: theme.colors.text, fontFamily: theme.font },
          a: { color: 'inherit' },
          '*, *::before, *::after': { boxSizing: 'border-box' },
        })}
      />
      <Layout>
        {/* The one loading state of pages: navigations keep the current page until the next is ready. */}
        <Suspense fallback={<Skeleton height="70vh" />}>
          <Outlet />
        </Suspense>
      </Layout>
    </PlatformProvider>
  );
}
