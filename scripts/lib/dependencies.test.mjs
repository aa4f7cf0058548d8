import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { packageOf, undeclaredImports } from './dependencies.mjs';

test('an undeclared import is found, by its package name, with the file importing it', () => {
  const fixture = join(ROOT, 'scripts/fixtures/undeclared-imports');
  assert.deepEqual(undeclaredImports(fixture, { folders: ['src'] }), [
    { name: 'left-pad', file: 'src/index.tsx' },
    // The .tsx file imports the JSX runtime of tsconfig's jsxImportSource without naming it.
    { name: '@emotion/react', file: 'src/index.tsx' },
  ]);
});

test('package names from specifiers; Node modules and relative paths are no packages', () => {
  assert.equal(packageOf('@tanstack/react-query'), '@tanstack/react-query');
  assert.equal(packageOf('@vx/shared/protocol'), '@vx/shared');
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  assert.equal(packageOf('node:fs'), null);
  assert.equal(packageOf('zlib'), null);
  assert.equal(packageOf('../api'), null);
});
