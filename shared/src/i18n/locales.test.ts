/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../constants';
import { common } from './common';

const root = join(__dirname, '../../..');
const appsWithLocales = readdirSync(root).filter((dir) => existsSync(join(root, dir, 'src/locales')));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ between languages; compare the base key. */
const normalize = (list: string[]) => [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('every user-visible string exists in de, en, nl and es', () => {
  it('finds the apps', () => {
    expect(appsWithLocales).toEqual(expect.arrayContaining(['shell', 'mf-chat']));
  });

  it.each(appsWithLocales)('%s has the same keys in every language, none empty', (app) => {
    const byLanguage = LANGUAGES.map((language) => {
      const json = JSON.parse(readFileSync(join(root, app, 'src/locales', `${language}.json`), 'utf8'));
      const flat = keys(json).filter(Boolean);
      for (const key of flat) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
      return normalize(flat);
    });
    for (const list of byLanguage.slice(1)) expect(list).toEqual(byLanguage[0]);
  });

  it('the common strings exist in every language', () => {
    const english = Object.keys(common.en).sort();
    for (const language of LANGUAGES) expect(Object.keys(common[language]).sort()).toEqual(english);
  });
});
