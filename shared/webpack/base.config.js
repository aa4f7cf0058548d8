/** What every app's webpack build has in common: TypeScript through swc, emotion, hashed chunks. */
const path = require('node:path');
const webpack = require('webpack');

/** zod's barrel of error locales, as its classic API and its core import it (ES module and CommonJS builds). */
const ZOD_LOCALES = /^\.\.\/locales\/index\.c?js$/;

module.exports = function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(ZOD_LOCALES, (resource) => {
        if (resource.context.includes(path.join('node_modules', 'zod', 'v4'))) resource.request = path.join(__dirname, 'zod-locales.js');
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
