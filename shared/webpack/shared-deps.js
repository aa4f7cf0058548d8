/**
 * The singletons every app of the page shares through Module Federation (DESIGN.md §2).
 * Subpaths are shared one by one: a package's entry does not cover them.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

const singleton = (name, pkg = name) => ({
  [name]: { singleton: true, requiredVersion: `^${versionOf(pkg)}`, version: versionOf(pkg) },
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
    ...singleton('zod'),
    '@vx/shared': {
      singleton: true,
      version: require('../package.json').version,
      requiredVersion: `^${require('../package.json').version}`,
    },
  };
};
