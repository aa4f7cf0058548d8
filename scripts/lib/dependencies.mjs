/**
 * Which packages a workspace imports without declaring them in its package.json. npm hoists every
 * workspace's dependencies to the root, so an undeclared import resolves here and breaks only when
 * the package is built, deployed or copied alone.
 */
import { builtinModules, createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ts = createRequire(import.meta.url)('typescript');

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'data', 'fixtures']);
const BUILTINS = new Set(builtinModules);
/** Every .tsx file imports the JSX runtime of tsconfig's jsxImportSource without naming it. */
const JSX_RUNTIME = '@emotion/react';

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name"; null for relative paths and Node's own modules. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The packages one file imports: static and dynamic imports, re-exports and require calls. */
export function importsOf(path) {
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  const names = importedFiles.map((file) => packageOf(file.fileName)).filter(Boolean);
  if (path.endsWith('.tsx')) names.push(JSX_RUNTIME);
  return names;
}

/**
 * The undeclared imports of the package in `dir`: [{ name, file }], one per package (its first
 * file). `folders` are the package's source folders and files, relative to dir; `ignore` lists
 * specifiers that are no packages (Module Federation remotes).
 */
export function undeclaredImports(dir, { folders, ignore = [] }) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...ignore,
  ]);
  const found = new Map();
  for (const folder of folders) {
    const start = join(dir, folder);
    if (!existsSync(start)) continue;
    const files = statSync(start).isDirectory() ? sourceFiles(start) : [start];
    for (const file of files) {
      for (const name of importsOf(file)) {
        if (!declared.has(name) && !found.has(name)) found.set(name, relative(dir, file));
      }
    }
  }
  return [...found].map(([name, file]) => ({ name, file }));
}
