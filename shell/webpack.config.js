/**
 * The host. Remotes are not listed here: which remotes a brand composes, and where they are
 * served from, is data read at runtime from the brand manifest (src/federation).
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('@vx/shared/webpack/base.config');
const PreloadStartupPlugin = require('./webpack/PreloadStartupPlugin');
const sharedDeps = require('@vx/shared/webpack/shared-deps');
const RouteTablePlugin = require('@vx/shared/webpack/route-table-plugin');

/** What the server sends compressed: text assets worth it (the server's page is rendered per request). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|webmanifest)$/;
/** Each asset compressed once, at the highest levels, for @fastify/static's preCompressed (server/src/domains/brands/shell.ts). */
const precompressed = [
  { algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
  { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
].map((options) => new CompressionPlugin({ ...options, test: COMPRESSIBLE, threshold: 1024, minRatio: 1 }));

module.exports = (_env, argv) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // webpack 5.111 cannot put [contenthash] into the name of a chunk holding the federation
    // runtime (module-federation/core#5077); the entry keeps a plain name and index.html asks
    // for it with the compilation hash as query (`hash: true`), so caches still never serve a stale one.
    output: { ...base.output, publicPath: '/', filename: '[name].js' },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDeps(),
        // Fetch a remote's entry only when one of its routes or widgets is needed.
        shareStrategy: 'loaded-first',
        // The registries in shared/src/contract type what remotes lend each other, checked by the one
        // typecheck of all apps (docs/ARCHITECTURE.md, Contract between remotes): no type archives to fetch.
        dts: false,
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public/index.html'),
        favicon: path.join(__dirname, 'public/favicon.svg'),
        inject: 'body',
        scriptLoading: 'defer',
        hash: true,
      }),
      new PreloadStartupPlugin({ chunkGroup: 'bootstrap' }),
      // The shell's own routes as data, as each remote publishes its own: the server answers 404 to
      // a path no route of the brand matches (server/src/domains/brands/page-routes.ts).
      new RouteTablePlugin(path.join(__dirname, 'src/routes.ts')),
      ...precompressed,
    ],
  };
};
