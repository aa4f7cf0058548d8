import { join } from 'node:path';
import { ESLint } from 'eslint';

/**
 * The boundary rules of eslint.config.js, run through ESLint's Node API on one-line fixtures placed
 * (virtually) in each package: each forbidden import is an error, each allowed one passes.
 */
// The config is passed in rather than found, because Jest cannot import() a config file.
const eslint = new ESLint({ cwd: join(__dirname, '../..'), overrideConfigFile: true, overrideConfig: require('../../eslint.config.js') });

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const refused = expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: /)]);

describe.each([
  ['mf-chat/src/pages/Fixture.tsx', "import { Videos } from '@vx/mf-media';"],
  ['mf-chat/src/pages/Fixture.tsx', "import { Videos } from '../../../mf-media/src/widgets/Videos';"],
  ['mf-media/src/Fixture.ts', "import { App } from '@vx/shell/src/App';"],
  ['mf-media/src/Fixture.ts', "import { db } from '../../server/src/db';"],
  ['shell/src/Fixture.tsx', "import feature from '@vx/mf-chat/src/feature';"],
  ['shared/src/ui/Fixture.tsx', "import { App } from '@vx/shell';"],
  ['shared/src/ui/Fixture.tsx', "import { db } from '../../../server/src/db';"],
  ['server/src/Fixture.ts', "import { createBus } from '@vx/shared';"],
  ['server/src/Fixture.ts', "import { Button } from '@vx/shared/ui/Button';"],
  ['server/src/realtime/Fixture.ts', "import { SocketClient } from '../../../shell/src/socket/SocketClient';"],
  ['server/src/Fixture.ts', "export { x } from '@vx/shared/testing';"],
])('%s: %s', (file, code) => {
  it('is a boundary error', async () => {
    expect(await errors(file, code)).toEqual(refused);
  });
});

describe.each([
  ['mf-chat/src/pages/Fixture.tsx', "import { Button } from '@vx/shared';\nimport { store } from '../../search/store';"],
  ['shell/src/Fixture.tsx', "import { createBus } from '@vx/shared';"],
  ['shared/src/ui/Fixture.tsx', "import { brand } from '../../protocol/brand';"],
  ['server/src/Fixture.ts', "import { a } from '@vx/shared/protocol';\nimport { b } from '@vx/shared/constants';\nimport { c } from '@vx/shared/money';\nimport { d } from '@vx/shared/theme';\nimport { e } from '@vx/shared/tags';"],
])('%s: %s', (file, code) => {
  it('is allowed', async () => {
    expect(await errors(file, code)).toEqual([]);
  });
});

it('a hook called conditionally is a react-hooks error', async () => {
  const code = "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
  expect(await errors('mf-chat/src/Fixture.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
});

describe("a remote's server state goes through its query modules (docs/ARCHITECTURE.md, Data)", () => {
  const query = "import { useQuery } from '@tanstack/react-query';\nexport const useA = () => useQuery({ queryKey: ['a'], queryFn: () => 1 });\n";
  const call = "export const a = (platform: { rest: { call(p: string): void } }) => platform.rest.call('a');\n";

  it.each([
    ['a query defined in a page', 'mf-chat/src/pages/Fixture.tsx', query, /^no-restricted-imports: /],
    ['a cache patched in a component', 'mf-media/src/widgets/Fixture.tsx', "import { useQueryClient } from '@tanstack/react-query';\n", /^no-restricted-imports: /],
    ['the REST client called from a component', 'mf-chat/src/components/Fixture.tsx', "export const a = (rest: { call(p: string): void }) => rest.call('a');\n", /^no-restricted-syntax: /],
    ['the REST client called through the platform', 'mf-chat/src/components/Fixture.tsx', call, /^no-restricted-syntax: /],
  ])('%s is an error', async (_name, file, code, rule) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(rule)]);
  });

  it.each([
    ['in a query module', 'mf-chat/src/queries/fixture.ts', query + call],
    ['in a test', 'mf-chat/src/pages/Fixture.test.tsx', "import { QueryClient, useQueryClient } from '@tanstack/react-query';\n"],
  ])('is allowed %s', async (_name, file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });
});

it('a component that calls an impure function during render is a React Compiler rule error', async () => {
  const code = 'export function A() {\n  const now = Date.now();\n  return <div>{now}</div>;\n}\n';
  expect(await errors('shell/src/Fixture.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/purity: /)]);
});

describe('a font size is a step of the type scale (docs/ARCHITECTURE.md, UI)', () => {
  const literal = 'export const title = (on: boolean) => ({ fontSize: 28, small: { fontSize: on ? 14 : 12 } });\n';

  it.each(['shell/src/pages/Fixture.tsx', 'shared/src/ui/Fixture.tsx', 'mf-chat/src/components/Fixture.tsx', 'mf-media/src/Fixture.test.tsx'])(
    'a number in %s is an error',
    async (file) => {
      expect(await errors(file, literal)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: .*theme\.fontSize/),
        expect.stringMatching(/^no-restricted-syntax: /),
        expect.stringMatching(/^no-restricted-syntax: /),
      ]);
    },
  );

  it.each([
    ['a step of the scale', 'shell/src/Fixture.tsx', "import type { Theme } from '@emotion/react';\nexport const title = (theme: Theme) => ({ fontSize: theme.fontSize.page, small: { fontSize: '0.9em' } });\n"],
    ['the scale itself', 'shared/src/ui/theme.ts', 'export const fontSize = { page: 28 };\nexport const theme = { fontSize: 28 };\n'],
  ])('%s is allowed', async (_name, file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });
});

describe('a tree-shaken singleton is imported within the exports it is shared with (shared/webpack/shared-deps.js)', () => {
  it.each([
    ['an export left out of the shared copy', 'mf-chat/src/pages/Fixture.tsx', "import { Link, useMatch } from 'react-router-dom';\n"],
    ['a namespace import', 'shell/src/Fixture.ts', "import * as rx from 'rxjs';\n"],
    ['an operator left out', 'shared/src/bus/Fixture.ts', "import { Subject, debounceTime } from 'rxjs';\n"],
  ])('%s is an error', async (_name, file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*shared with these exports only/)]);
  });

  it.each([
    ['exports of the list', 'mf-media/src/widgets/Fixture.tsx', "import { Link, useParams } from 'react-router-dom';\nimport { map } from 'rxjs';\n"],
    ['a type', 'shell/src/Fixture.ts', "import type { RouteObject } from 'react-router-dom';\nimport { type Location, useLocation } from 'react-router-dom';\n"],
    ['any export in a test', 'shell/src/Fixture.test.tsx', "import { MemoryRouter } from 'react-router-dom';\n"],
  ])('%s is allowed', async (_name, file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });
});
