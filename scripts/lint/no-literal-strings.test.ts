import { join } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-strings';

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ brands: ['VisitX España', 'VisitX', 'Amora'], allow: ['OK'], notShown: ['RemoteArea'] }];

// RuleTester calls describe and it itself.
tester.run('no-literal-strings', rule, {
  valid: [
    { code: "const a = <p>{t('home.title')}</p>;", options },
    { code: 'const a = <p>{count} · {price} %</p>;', options },
    { code: 'const a = <span aria-hidden="true">♥ ×, 100 € → 3/4</span>;', options },
    { code: 'const a = <strong>VisitX España</strong>;', options },
    { code: 'const a = <span>Amora · VisitX</span>;', options },
    { code: 'const a = <b>OK</b>;', options },
    { code: "const a = <img alt='' src='/a.png' />;", options },
    { code: "const a = <input aria-label={t('search.label')} placeholder={t('search.placeholder')} />;", options },
    { code: "const a = <div className='tile grid' data-testid='actor-tile' role='list' />;", options },
    { code: "const a = <RemoteArea label={`page '${name}'`} />;", options },
    { code: "const a = <p>{busy ? '…' : ''}{`${a} / ${b}`}</p>;", options },
    { code: "const label = 'Not rendered as JSX';", options },
  ],
  invalid: [
    { code: 'const a = <p>Loading</p>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>  Mehr laden… </p>;', options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <span>VisitX Club</span>;', options, errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Loading'}</p>;", options, errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{busy ? 'Please wait' : t('done')}</p>;", options, errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{error && 'Failed'}</p>;", options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${count} coins`}</p>;', options, errors: [{ messageId: 'text' }] },
    { code: "const a = <button aria-label='Close' />;", options, errors: [{ messageId: 'attribute', data: { text: 'Close', attribute: 'aria-label' } }] },
    { code: "const a = <a title={'Open profile'} />;", options, errors: [{ messageId: 'attribute' }] },
    { code: "const a = <input placeholder='Search' />;", options, errors: [{ messageId: 'attribute' }] },
    { code: "const a = <img alt='Avatar' />;", options, errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Field label={`Name of ${who}`} />;', options, errors: [{ messageId: 'attribute' }] },
    { code: "const a = <IconButton label={open ? 'Close' : 'Open'} />;", options, errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
    { code: 'const a = <p>Ok</p>;', options, errors: [{ messageId: 'text' }] },
  ],
});

/** The rule as eslint.config.js applies it: to components of shell, shared and the remotes, not to tests. */
describe('vx/no-literal-strings in eslint.config.js', () => {
  const eslint = new ESLint({ cwd: join(__dirname, '../..'), overrideConfigFile: true, overrideConfig: require('../../eslint.config.js') });
  const ruleIds = async (filePath: string) => {
    const [result] = await eslint.lintText('export const A = () => <p>Loading</p>;\n', { filePath });
    return result.messages.map((message) => message.ruleId);
  };

  it.each(['shell/src/Fixture.tsx', 'shared/src/ui/Fixture.tsx', 'mf-media/src/pages/Fixture.tsx'])('flags literal text in %s', async (file) => {
    expect(await ruleIds(file)).toContain('vx/no-literal-strings');
  });

  it.each(['shell/src/Fixture.test.tsx', 'shell/src/testing/Fixture.tsx', 'e2e/tests/Fixture.tsx'])('leaves %s alone', async (file) => {
    expect(await ruleIds(file)).not.toContain('vx/no-literal-strings');
  });

  it("allows the brands' names from brands.ts", async () => {
    const [result] = await eslint.lintText('export const A = () => <p>VisitX España · Amora</p>;\n', { filePath: 'shell/src/Fixture.tsx' });
    expect(result.messages).toEqual([]);
  });
});
