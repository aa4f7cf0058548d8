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
  ['server/src/Fixture.ts', "import { a } from '@vx/shared/protocol';\nimport { b } from '@vx/shared/constants';\nimport { c } from '@vx/shared/money';"],
])('%s: %s', (file, code) => {
  it('is allowed', async () => {
    expect(await errors(file, code)).toEqual([]);
  });
});

it('a hook called conditionally is a react-hooks error', async () => {
  const code = "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
  expect(await errors('mf-chat/src/Fixture.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
});
