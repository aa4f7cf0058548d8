import { escapeHtml } from '../../http/html';

/**
 * An article body as blocks of plain text. The seed writes bodies only through `renderBody`, so the
 * stored HTML holds nothing but these tags with escaped text: the whitelist is the renderer. (No
 * server-side HTML sanitiser is a dependency of the server: dompurify is the shell's and needs a
 * DOM; the client sanitises again with DOMPurify before rendering.)
 */
export type BodyBlock = { kind: 'p' | 'h2' | 'quote'; text: string };

export const BODY_TAGS = ['p', 'h2', 'blockquote'] as const;

export function renderBody(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((block) => {
      const text = escapeHtml(block.text);
      if (block.kind === 'quote') return `<blockquote><p>${text}</p></blockquote>`;
      return `<${block.kind}>${text}</${block.kind}>`;
    })
    .join('');
}

/** True when the HTML has no tag outside the whitelist, no attribute and no unescaped `<`: what the seed checks before writing. */
export function isWhitelistedBody(html: string): boolean {
  const tags = html.match(/<[^>]*>/g) ?? [];
  const allowed = new Set<string>(BODY_TAGS.flatMap((tag) => [`<${tag}>`, `</${tag}>`]));
  return tags.every((tag) => allowed.has(tag)) && !/<(?![a-z2/])/.test(html);
}
