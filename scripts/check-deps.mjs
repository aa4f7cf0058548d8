/**
 * `node scripts/check-deps.mjs` (run by `npm test`): fails when a workspace imports a package its
 * package.json does not declare. Each package's source folders are listed here.
 */
import { join } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { undeclaredImports } from './lib/dependencies.mjs';

const APP_FOLDERS = ['src', 'webpack.config.js'];
const PACKAGES = {
  '.': ['scripts'],
  shared: ['src', 'webpack'],
  shell: [...APP_FOLDERS, 'webpack'],
  'mf-chat': APP_FOLDERS,
  'mf-messenger': APP_FOLDERS,
  'mf-media': APP_FOLDERS,
  'mf-tv': APP_FOLDERS,
  'mf-events': APP_FOLDERS,
  'mf-myarea': APP_FOLDERS,
  server: ['src', 'scripts', 'drizzle.config.ts'],
  e2e: ['tests', 'support', 'integration', 'contract', 'playwright.config.ts'],
};

let failures = 0;
for (const [dir, folders] of Object.entries(PACKAGES)) {
  for (const { name, file } of undeclaredImports(join(ROOT, dir), { folders })) {
    failures += 1;
    console.error(`${dir}/package.json does not declare ${name} (imported by ${dir}/${file})`);
  }
}
console.log(failures === 0 ? 'every package declares what it imports' : `${failures} undeclared imports`);
process.exit(failures === 0 ? 0 : 1);
