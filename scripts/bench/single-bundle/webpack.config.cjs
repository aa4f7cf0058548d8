/**
 * Bench only, never served to guests: the shell and every remote's feature as ONE ordinary
 * webpack build, to weigh what Module Federation costs (issue 9 §1). The shell's own config
 * without its ModuleFederationPlugin; the one seam is the federation runtime, swapped for a static
 * map of the remotes' features (static-remotes.mjs). The entry is the bootstrap itself: the async
 * boundary in shell/src/index.ts exists only so federation can negotiate the shared singletons.
 * Built into reports/bench-single-bundle/ by scripts/bench/federation.mjs.
 */
const path = require('node:path');
const shellConfig = require('../../../shell/webpack.config.js');

const ROOT = path.resolve(__dirname, '../../..');
const FEDERATION_ONLY = new Set(['ModuleFederationPlugin', 'PreloadStartupPlugin']);

module.exports = (env, argv) => {
  const shell = shellConfig(env, argv);
  return {
    ...shell,
    context: path.join(ROOT, 'shell'),
    entry: { main: './src/bootstrap.tsx' },
    output: { ...shell.output, path: path.join(ROOT, 'reports/bench-single-bundle') },
    resolve: {
      ...shell.resolve,
      alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'static-remotes.mjs') },
    },
    // One bundle has no federation and no async bootstrap chunk group for the startup preloads to list.
    plugins: shell.plugins.filter((plugin) => !FEDERATION_ONLY.has(plugin.constructor.name)),
  };
};
