/**
 * `<link rel="preload">` in index.html for every script the app needs before it can render: the
 * `bootstrap` chunk group and the shell's own copies of the shared singletons it consumes. Without
 * them the browser learns of these only after main.js (the federation runtime) ran, one round trip
 * later, and of the singletons only once bootstrap's chunk arrived: two round trips before anything
 * of the page could start.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupPlugin';

/** The JavaScript files of the chunk groups that `modules`' async blocks load. */
function blockFiles(compilation, modules) {
  const files = new Set();
  for (const module of modules) {
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) for (const file of chunk.files) files.add(file);
    }
  }
  return files;
}

/**
 * The chunks of `groupName`, and of the singletons its modules consume: as the host, the shell
 * serves them from what it provides to the share scope (a provide module's chunk, which can differ
 * from the consume side's fallback chunk of the same code).
 */
function startupScripts(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`${NAME}: no chunk group named ${groupName} (webpackChunkName of the app's import)`);
  const files = new Set();
  const consumed = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumed.add(module.options.shareKey);
    }
  }
  const provided = [...compilation.modules].filter((module) => module.type === 'provide-module' && consumed.has(module._name));
  for (const file of blockFiles(compilation, provided)) files.add(file);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

class PreloadStartupPlugin {
  /** @param {{ chunkGroup: string }} options the webpackChunkName of the entry's import of the app */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const links = startupScripts(compilation, this.chunkGroup).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = PreloadStartupPlugin;
