import { CacheProvider, ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { themes } from '@vx/shared';
import { createStyleCache } from './csp/styleCache';
import type { Services } from './platform/services';
import { ServicesProvider } from './platform/ServicesContext';
import { createRouter } from './router/createRouter';

/** The shell's providers reach every remote: remote components render inside this tree. */
export function App({ services }: { services: Services }) {
  const router = useMemo(() => createRouter(services), [services]);
  const styleCache = useMemo(() => createStyleCache(document), []);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={themes[services.brand.theme]}>
        <I18nextProvider i18n={services.i18n}>
          <QueryClientProvider client={services.requestCache}>
            <ServicesProvider services={services}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
