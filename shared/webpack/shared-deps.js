/**
 * The singletons every app of the page shares through Module Federation (DESIGN.md §2).
 * Subpaths are shared one by one: a package's entry does not cover them.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

/**
 * A shared module keeps every export, since the build cannot know what other apps use: the whole of
 * React Router, RxJS, TanStack Query and react-i18next reached the start page. These are built with
 * the exports named here only (Module Federation's shared tree shaking, `runtime-infer`: an app gets
 * the shaken copy when its own imports are within it). eslint.config.js refuses an import outside the
 * list; adding a name is a change of the contract, like an addition to @vx/shared: deploy the shell
 * first, then the remote that uses it.
 */
const TREE_SHAKEN = {
  'react-router-dom': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  rxjs: ['BehaviorSubject', 'Observable', 'Subject', 'distinctUntilChanged', 'filter', 'map', 'share'],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useMutation', 'useQueries', 'useQuery', 'useQueryClient'],
  'react-i18next': ['I18nextProvider', 'Trans', 'initReactI18next', 'useTranslation'],
};

const singleton = (name, pkg = name) => ({
  [name]: {
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
    version: versionOf(pkg),
    ...(TREE_SHAKEN[name] ? { treeShaking: { mode: 'runtime-infer', usedExports: TREE_SHAKEN[name] } } : {}),
  },
});

module.exports = function sharedDeps() {
  return {
    ...singleton('react'),
    ...singleton('react/jsx-runtime', 'react'),
    ...singleton('react-dom'),
    ...singleton('react-dom/client', 'react-dom'),
    ...singleton('react-router-dom'),
    ...singleton('rxjs'),
    ...singleton('i18next'),
    ...singleton('react-i18next'),
    ...singleton('@emotion/react'),
    ...singleton('@emotion/react/jsx-runtime', '@emotion/react'),
    ...singleton('@tanstack/react-query'),
    // Classic zod comes from its CommonJS build: those are other modules than the ES modules of
    // zod/mini that @vx/shared's protocol uses, so the start page's zod core is tree-shaken to what
    // the protocol needs instead of kept whole for the shared classic copy (issue 9).
    zod: { ...singleton('zod').zod, import: require.resolve('zod', { paths: [root] }) },
    '@vx/shared': {
      singleton: true,
      version: require('../package.json').version,
      requiredVersion: `^${require('../package.json').version}`,
    },
  };
};
module.exports.TREE_SHAKEN = TREE_SHAKEN;
