import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { isLanguage, RemoteArea, type BrandRemote, type Feature, type Language } from '@vx/shared';
import { pages as shellPages } from '../pages';
import type { Services } from '../platform/services';
import { routes as shellRoutes } from '../routes';
import { LanguageFrame } from './LanguageFrame';

const childPath = (pattern: string): Pick<RouteObject, 'path' | 'index'> =>
  pattern === '' ? { index: true } : { path: pattern };

function shellRouteObjects(language: Language): RouteObject[] {
  return Object.entries(shellRoutes).map(([name, slugs]) => ({
    ...childPath(slugs[language]),
    lazy: async () => ({ Component: (await shellPages[name as keyof typeof shellPages]()).default }),
  })) as RouteObject[];
}

/** A remote's routes: its code is loaded only when one of them is visited. */
function remoteRouteObjects(remote: BrandRemote, language: Language): RouteObject[] {
  return Object.entries(remote.routes).map(([name, slugs]) => ({
    ...childPath(slugs[language]),
    element: (
      <RemoteArea
        remote={remote.name}
        select={(feature: Feature) => feature.pages[name]}
        label={`page '${name}'`}
        suspense={false}
      />
    ),
  })) as RouteObject[];
}

/** Paths without a language, or with one we do not speak, go to the brand's default language. */
function ToDefaultLanguage({ language }: { language: Language }) {
  const { pathname, search } = useLocation();
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const tail = first && /^[a-z]{2}$/.test(first) ? rest : [first, ...rest].filter(Boolean);
  const path = tail.length ? `${tail.join('/')}/` : '';
  return <Navigate to={`/${language}/${path}${search}`} replace />;
}

/** One language's subtree: its pages under /{language}, with its own slugs. */
function languageRoute(services: Services, language: Language): RouteObject {
  return {
    path: `/${language}`,
    element: <LanguageFrame services={services} language={language} />,
    children: [
      ...shellRouteObjects(language),
      ...services.brand.remotes.flatMap((remote) => remoteRouteObjects(remote, language)),
      { path: '*', lazy: async () => ({ Component: (await shellPages.notFound()).default }) },
    ],
  };
}

/**
 * The router starts with the guest's language only: building and ranking every language's routes
 * was one of the longest tasks at start (issue 9). Another language's routes are added on the first
 * navigation into it, which the root's catch-all lets React Router discover.
 */
export function createRouter(services: Services) {
  const { brand } = services;
  const added = new Set<Language>([services.currentLanguage()]);
  return createBrowserRouter(
    [languageRoute(services, services.currentLanguage()), { path: '*', element: <ToDefaultLanguage language={brand.defaultLanguage} /> }],
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const language = path.split('/')[1];
        if (!isLanguage(language) || added.has(language)) return;
        added.add(language);
        patch(null, [languageRoute(services, language)]);
      },
    },
  );
}
