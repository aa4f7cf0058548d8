import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@vx/shared/constants';
import { FIRST_VIEW_STRINGS, fill } from './strings';

const ROOT = join(__dirname, '../../../../..');

/** The client's dictionary, read as a file: the server may not import an app's package. */
function clientStrings(app: 'shell' | 'mf-chat', language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, app, 'src/locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
}

function lookUp(dictionary: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('first view strings', () => {
  it.each(LANGUAGES)('are the words the client shows in %s', (language) => {
    const { shell, chat } = FIRST_VIEW_STRINGS[language];
    for (const [key, value] of Object.entries(shell)) expect([key, lookUp(clientStrings('shell', language), key)]).toEqual([key, value]);
    for (const [key, value] of Object.entries(chat)) expect([key, lookUp(clientStrings('mf-chat', language), key)]).toEqual([key, value]);
  });

  /** The values html.ts fills into each template; any other `{{name}}` would show as it is. */
  const FILLED: Record<string, string[]> = {
    'home.heroTitle': ['brand'],
    'home.age': ['age'],
    'home.perMinute': ['price'],
    pricePerMinute: ['price'],
    'profile.pictures': ['name'],
    'profile.pictureAlt': ['name', 'number'],
  };

  it.each(LANGUAGES)('hold in %s only placeholders the first view fills in', (language) => {
    const { shell, chat } = FIRST_VIEW_STRINGS[language];
    for (const [key, value] of [...Object.entries(shell), ...Object.entries(chat)]) {
      const unfilled = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).filter((name) => !(FILLED[key] ?? []).includes(name!));
      expect([key, unfilled]).toEqual([key, []]);
    }
    expect(fill(chat['profile.pictureAlt'], { name: 'Lena', number: 2 })).toMatch(/^Lena, \S+ 2$/);
  });

  it('fills in named values and leaves unknown ones', () => {
    expect(fill('{{price}} / min {{other}}', { price: '1,99 €' })).toBe('1,99 € / min {{other}}');
  });
});
