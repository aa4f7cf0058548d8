/**
 * The webpack config of a remote: one exposed module, `./feature`, its route table as data,
 * a manifest, and the shared singletons. Each remote builds and deploys alone.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('./base.config');
const sharedDeps = require('./shared-deps');
const RouteTablePlugin = require('./route-table-plugin');

module.exports = function remoteConfig({ dir, name }) {
  return (_env, argv) => {
    const base = baseConfig({ dir, mode: argv.mode });
    return {
      ...base,
      entry: {},
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './feature': './src/feature.ts' },
          shared: sharedDeps(),
          manifest: true,
          // The registries in shared/src/contract type what remotes lend each other, checked by the one
          // typecheck of all apps (docs/ARCHITECTURE.md, Contract between remotes): no type archives to fetch.
          dts: false,
          experiments: { optimization: { target: 'web', disableSnapshot: true } },
        }),
        new RouteTablePlugin(path.join(dir, 'src/routes.ts')),
      ],
    };
  };
};
