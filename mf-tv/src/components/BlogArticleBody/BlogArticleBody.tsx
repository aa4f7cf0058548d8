import { useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitize';

/**
 * The article's body. The server's HTML is sanitised first (sanitize.ts), so nothing in it runs:
 * this is the one place the magazine renders HTML rather than text.
 */
export function BlogArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => ({ __html: sanitizeArticleHtml(html) }), [html]);
  return (
    <div
      data-testid="blog-article-body"
      dangerouslySetInnerHTML={safe}
      css={(theme) => ({
        fontSize: theme.fontSize.body,
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& h2, & h3': { fontSize: theme.fontSize.section, margin: `${theme.space(6)}px 0 ${theme.space(2)}px` },
        '& blockquote': { margin: `${theme.space(4)}px 0`, padding: `0 ${theme.space(4)}px`, borderLeft: `3px solid ${theme.colors.primary}`, color: theme.colors.textMuted },
        '& a': { textDecoration: 'underline' },
      })}
    />
  );
}
