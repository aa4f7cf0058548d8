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
  return (_env, argv) => ({
    ...baseConfig({ dir, mode: argv.mode }),
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './feature': './src/feature.ts' },
        shared: sharedDeps(),
        manifest: true,
        dts: false,
      }),
      new RouteTablePlugin(path.join(dir, 'src/routes.ts')),
    ],
  });
};
