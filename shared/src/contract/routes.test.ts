import type { RouteTable } from '../protocol/brand';
import { buildHref } from './routes';

const table: RouteTable = {
  home: { de: '', en: '', nl: '', es: '' },
  freeChat: { de: 'gratis-chat/', en: 'free-chat/', nl: 'gratis-chat/', es: 'chat-gratis/' },
  category: { de: 'kategorien/:categorySlug/', en: 'categories/:categorySlug/', nl: 'categorieen/:categorySlug/', es: 'categorias/:categorySlug/' },
};

describe('buildHref', () => {
  it('builds translated slugs with the language prefix', () => {
    expect(buildHref(table, 'freeChat', 'de')).toBe('/de/gratis-chat/');
    expect(buildHref(table, 'freeChat', 'es')).toBe('/es/chat-gratis/');
    expect(buildHref(table, 'home', 'nl')).toBe('/nl/');
  });

  it('fills and encodes parameters', () => {
    expect(buildHref(table, 'category', 'en', { categorySlug: 'a b/c' })).toBe('/en/categories/a%20b%2Fc/');
  });

  it('throws on unknown names and missing parameters', () => {
    expect(() => buildHref(table, 'nope', 'en')).toThrow('Unknown route: nope');
    expect(() => buildHref(table, 'category', 'en')).toThrow("Missing route parameter 'categorySlug'");
  });
});
