import DOMPurify from 'dompurify';

/**
 * What an article body may keep (issue 15 §2: the server's HTML is sanitised before it is rendered).
 * The server writes only <p>, <h2> and <blockquote> today (server/docs/blog.md, Article HTML); the
 * list allows the few more a text needs and nothing that runs, loads or restyles anything: no
 * script, style, iframe, form, svg, math or img, and no attribute but a link's href, which
 * DOMPurify keeps only for safe schemes (no javascript:, no data:).
 */
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a'];
const ALLOWED_ATTR = ['href'];

/** The article's HTML reduced to harmless text markup. */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
