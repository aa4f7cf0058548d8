/**
 * Publishes a remote's route table (src/routes.ts) as routes.json beside its manifest, so the
 * shell learns the routes without loading the remote's code. Same build, so they cannot drift.
 */
const path = require('node:path');
const tsx = require('tsx/cjs/api');

class RouteTablePlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { routes } = tsx.require(this.file, __filename);
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(routes)));
          compilation.fileDependencies.add(path.resolve(this.file));
        },
      );
    });
  }
}

module.exports = RouteTablePlugin;
