import { CATEGORY_SLUGS, LANGUAGES } from '@vx/shared';
import { SHELL_FLOWS } from '../flows/flowNames';
import { ACCOUNT_ROUTES, NAV_SECTIONS } from '../layout/Navbar/navigation';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import nl from './nl.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation tree as a dotted key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function leaf(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

const locales: Record<string, Tree> = { de, en, nl, es };

describe('shell locales', () => {
  it('have the same keys in de, en, nl and es', () => {
    const reference = keys(en).sort();
    for (const [language, tree] of Object.entries(locales)) {
      expect({ language, keys: keys(tree).sort() }).toEqual({ language, keys: reference });
    }
  });

  it('have no empty strings', () => {
    for (const [language, tree] of Object.entries(locales)) {
      const empty = keys(tree).filter((key) => !String(leaf(tree, key)).trim());
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
  });

  it('keep the same interpolation variables in every language', () => {
    const variables = (text: string) => (text.match(/{{\s*\w+\s*}}|<\w+>/g) ?? []).sort();
    for (const key of keys(en)) {
      const expected = variables(String(leaf(en, key)));
      for (const [language, tree] of Object.entries(locales)) {
        expect({ language, key, variables: variables(String(leaf(tree, key))) }).toEqual({ language, key, variables: expected });
      }
    }
  });

  it('name every flow, main link and language that the code looks up by name', () => {
    const dynamic = [
      ...SHELL_FLOWS.map((flow) => `flows.titles.${flow}`),
      'flows.titles.pwdresetConfirm',
      'flows.titles.signupConfirm',
      ...[...NAV_SECTIONS.flatMap((section) => section.routes), ...ACCOUNT_ROUTES].map((name) => `nav.links.${name}`),
      ...NAV_SECTIONS.map((section) => `nav.sections.${section.id}`),
      'nav.sections.categories',
      ...CATEGORY_SLUGS.map((slug) => `nav.categories.${slug}`),
      ...LANGUAGES.map((language) => `language.names.${language}`),
      'footer.termsOfService',
      'footer.dataProtection',
      'statusBars.noavs',
      'statusBars.avsaccepted',
    ];
    for (const key of dynamic) expect({ key, value: typeof leaf(en, key) }).toEqual({ key, value: 'string' });
  });
});
