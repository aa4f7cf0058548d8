import { Global } from '@emotion/react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Skeleton, type Language } from '@vx/shared';
import { loadShellLocale } from '../i18n/shellLocale';
import { Layout } from '../layout/Layout';
import { PlatformProvider } from '../platform/PlatformProvider';
import type { Services } from '../platform/services';
import { useScrollTo } from './useScrollTo';

/** Everything under /{language}/: the platform value of that language and the page layout. */
export function LanguageFrame({ services, language }: { services: Services; language: Language }) {
  const [ready, setReady] = useState(services.i18n.hasResourceBundle(language, 'shell'));
  useEffect(() => {
    let live = true;
    void loadShellLocale(services.i18n, language).then(async () => {
      await services.i18n.changeLanguage(language);
      document.documentElement.lang = language;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [services, language]);
  useScrollTo();
  if (!ready) return null;
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
