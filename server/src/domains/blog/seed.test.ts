import { BLOG_CATEGORIES, LANGUAGES } from '@vx/shared/constants';
import { BODY_TAGS, isWhitelistedBody, renderBody } from './body';
import { generateArticles, SEEDED_ARTICLES } from './seed';

const authors = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Actor${index + 1}` }));
const now = new Date('2026-06-01T00:00:00Z');

describe('seeded blog articles', () => {
  const articles = generateArticles(7, authors, now);

  it('makes at least 60 articles, every stored category used, every eighth featured', () => {
    expect(articles.length).toBe(SEEDED_ARTICLES);
    expect(SEEDED_ARTICLES).toBeGreaterThanOrEqual(60);
    const used = new Set(articles.flatMap((article) => article.categoryIds));
    for (const [key, id] of Object.entries(BLOG_CATEGORIES)) if (key !== 'featured') expect(used.has(id)).toBe(true);
    expect(articles.filter((article) => article.featured)).toHaveLength(SEEDED_ARTICLES / 8);
  });

  it('writes each article in all four languages with unique slugs per language', () => {
    for (const language of LANGUAGES) {
      const slugs = articles.map((article) => article.texts.find((text) => text.language === language)?.slug);
      expect(new Set(slugs).size).toBe(articles.length);
      expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug ?? ''))).toBe(true);
    }
    for (const article of articles) expect(article.texts.map((text) => text.language)).toEqual([...LANGUAGES]);
  });

  it('fills every name and leaves no placeholder', () => {
    for (const text of articles.flatMap((article) => article.texts)) {
      expect(`${text.title} ${text.subTitle} ${text.excerpt} ${text.bodyHtml}`).not.toMatch(/[{}]/);
    }
  });

  it('dates articles in the past over several years, and is deterministic', () => {
    expect(articles.every((article) => article.publishedAt < now)).toBe(true);
    expect(new Set(articles.map((article) => article.publishedAt.getUTCFullYear())).size).toBeGreaterThanOrEqual(3);
    expect(generateArticles(7, authors, now)).toEqual(articles);
  });

  it('renders bodies from the whitelist only, text escaped', () => {
    expect(articles.every((article) => article.texts.every((text) => isWhitelistedBody(text.bodyHtml)))).toBe(true);
    const html = renderBody([{ kind: 'p', text: '<img src=x onerror=alert(1)> & "quotes"' }, { kind: 'quote', text: 'Hi' }]);
    expect(html).toBe('<p>&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;</p><blockquote><p>Hi</p></blockquote>');
    expect(isWhitelistedBody(html)).toBe(true);
    expect(BODY_TAGS).toEqual(['p', 'h2', 'blockquote']);
  });

  it.each([['<script>alert(1)</script>'], ['<p onclick="x()">a</p>'], ['<img src=x onerror=y>'], ['<a href="javascript:x">a</a>'], ['<p>a</p><']])('refuses %s', (html) => {
    expect(isWhitelistedBody(html)).toBe(false);
  });
});
