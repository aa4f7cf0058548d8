/**
 * The repo's lint, run by `npm test` (scripts/test.mjs) and `npm run lint`. Three jobs: React's rules
 * (the rules of hooks and the React Compiler's checks of pure rendering), no literal user-visible text
 * in components (vx/no-literal-strings, scripts/lint/no-literal-strings.js), and the boundaries between
 * packages, which keep the remotes independent of one another:
 * - a remote (mf-*) imports no other remote, no shell and no server code, only @vx/shared;
 * - the shell imports no remote's code (remotes reach it through Module Federation) and no server code;
 * - shared imports no app at all;
 * - the server imports from shared only @vx/shared/protocol, /constants, /money, /theme and /tags (code with
 *   no DOM and no React; the theme's colours style the server-rendered first view, the tags' names are
 *   one list for server and client); everything else it
 *   needs is its own.
 * A relative path that climbs out of its package (`../../../shell/src/…`) is the same import and is
 * refused the same way. scripts/lint/boundaries.test.ts proves the rules fail on a violation.
 */
// CommonJS so that Jest can load it as it is (scripts/lint/boundaries.test.ts).
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { TREE_SHAKEN } = require('./shared/webpack/shared-deps.js');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const noLiteralStrings = require('./scripts/lint/no-literal-strings.js');

const APPS = 'shell|server|e2e|mf-[\\w-]+';

/** A relative import that climbs out of its package into one of `packages`. */
const climbsInto = (packages) => `^(\\.\\./)+(${packages})(/|$)`;

const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const remotePatterns = [
  {
    regex: '^@vx/(shell|server|e2e|mf-[\\w-]+)(/|$)',
    message: 'A remote imports no other remote, no shell and no server: share it through @vx/shared.',
  },
  {
    regex: climbsInto(`${APPS}|shared`),
    message: 'A remote reaches other packages only by their package name (@vx/shared), never by a relative path.',
  },
];

const remote = boundary(remotePatterns);

/** Font sizes come from the type scale, so that a page uses its few sizes only. */
const TYPE_SCALE = {
  selector:
    "Property[key.name='fontSize'] > Literal[value=type(number)], Property[key.name='fontSize'] > ConditionalExpression > Literal[value=type(number)]",
  message: "A font size is a step of the type scale: theme.fontSize (shared/src/ui/theme.ts, docs/ARCHITECTURE.md 'UI').",
};

/** A singleton's shared copy is built with the exports of TREE_SHAKEN only: an app imports no other. */
const SHAKEN_EXPORTS = Object.entries(TREE_SHAKEN).map(([pkg, names]) => {
  const from = `ImportDeclaration[importKind!='type'][source.value='${pkg}']`;
  return {
    selector: `${from} > ImportSpecifier[importKind!='type'][imported.name!=/^(${names.join('|')})$/], ${from} > ImportNamespaceSpecifier, ${from} > ImportDefaultSpecifier`,
    message: `${pkg} is shared with these exports only: ${names.join(', ')}. Adding one is a change of the contract (shared/webpack/shared-deps.js, TREE_SHAKEN).`,
  };
});

const DATA_WAY = "A remote's server state goes through its query modules (src/queries/<domain>.ts, docs/ARCHITECTURE.md 'Data'): call the module's hook.";

/** Outside a remote's src/queries/: no query, mutation or cache patch of its own, no REST call. */
const remoteOutsideQueries = {
  ...boundary([
    ...remotePatterns,
    {
      group: ['@tanstack/react-query'],
      importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useSuspenseQueries', 'useMutation', 'useQueryClient'],
      message: DATA_WAY,
    },
  ]),
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[property.name='call'][object.name='rest'], MemberExpression[property.name='call'][object.property.name='rest']", message: DATA_WAY },
    // This block's no-restricted-syntax replaces the blocks before it, so it repeats theirs.
    TYPE_SCALE,
    ...SHAKEN_EXPORTS,
  ],
};

const shell = boundary([
  {
    regex: '^@vx/(server|e2e|mf-[\\w-]+)(/|$)',
    message: "The shell imports no remote's code (it loads remotes through Module Federation) and no server code.",
  },
  {
    regex: climbsInto(`${APPS}|shared`),
    message: 'The shell reaches other packages only by their package name (@vx/shared), never by a relative path.',
  },
]);

const sharedBoundaries = [
  { regex: '^@vx/(?!shared(/|$))', message: 'shared imports no app: apps import shared, never the other way.' },
  { regex: climbsInto(APPS), message: 'shared imports no app: apps import shared, never the other way.' },
];
const shared = boundary(sharedBoundaries);
/** Its tests may build any schema; its code only zod/mini. */
const sharedSource = boundary([
  ...sharedBoundaries,
  {
    regex: '^zod$',
    message: "shared writes its schemas in zod/mini: classic zod in the main entry loads on every page and compiles with eval, which the page's CSP refuses (docs/ARCHITECTURE.md).",
  },
]);

const server = boundary([
  {
    regex: '^@vx/(?!shared/(protocol|events|search|constants|money|theme|tags)$)',
    message: 'The server imports from shared only @vx/shared/protocol, @vx/shared/events, @vx/shared/search, @vx/shared/constants, @vx/shared/money, @vx/shared/theme and @vx/shared/tags.',
  },
  {
    regex: climbsInto(`${APPS}|shared`),
    message: 'The server reaches other packages only by their package name, and shared only as @vx/shared/protocol, /events, /search, /constants, /money, /theme or /tags.',
  },
]);

/** The brands' names (brands.ts, the manifest's `name`): a brand's name is the same in every language. */
const BRAND_NAMES = [...readFileSync(join(__dirname, 'server/src/domains/brands/brands.ts'), 'utf8').matchAll(/^ {4}name: '([^']+)',$/gm)].map((m) => m[1]);

/**
 * Words a component may render as they are (vx/no-literal-strings), for a word that is no word of one
 * language. None is needed today: even "VIP" is a string of the locale files (a language may write it
 * otherwise). Keep it small; anything a translator could change belongs in the locale files.
 */
const LANGUAGE_FREE = [];

/** User-visible text comes from the locale files (scripts/lint/no-literal-strings.js). */
const literalStrings = {
  plugins: { vx: { rules: { 'no-literal-strings': noLiteralStrings } } },
  // RemoteArea's label names the area in a developer's error, never on the page.
  rules: { 'vx/no-literal-strings': ['error', { brands: BRAND_NAMES, allow: LANGUAGE_FREE, notShown: ['RemoteArea'] }] },
};

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'reports/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'], ignores: ['shared/src/ui/theme.ts'], rules: { 'no-restricted-syntax': ['error', TYPE_SCALE] } },
  // Tests are not bundled: they may import any export (a MemoryRouter, say).
  { files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'], ignores: ['shared/src/ui/theme.ts', '**/*.test.{ts,tsx}', '**/testing/**'], rules: { 'no-restricted-syntax': ['error', TYPE_SCALE, ...SHAKEN_EXPORTS] } },
  { files: ['mf-*/src/**/*.{ts,tsx}'], rules: remote },
  { files: ['mf-*/src/**/*.{ts,tsx}'], ignores: ['mf-*/src/queries/**', 'mf-*/src/testing/**', '**/*.test.{ts,tsx}'], rules: remoteOutsideQueries },
  { files: ['shell/src/**/*.{ts,tsx}'], rules: shell },
  { files: ['shared/src/**/*.{ts,tsx}'], rules: shared },
  { files: ['shared/src/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}', '**/*.typetest.{ts,tsx}', '**/testing/**'], rules: sharedSource },
  { files: ['server/src/**/*.ts'], rules: server },
  { files: ['{shared,shell,mf-*}/src/**/*.tsx'], ignores: ['**/*.test.tsx', '**/*.typetest.tsx', '**/testing/**'], ...literalStrings },
);
