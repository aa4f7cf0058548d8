import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, focusRing, Heading, legalTextSchema, LoadError, Skeleton, useDocumentTitle, usePlatform } from '@vx/shared';

export type LegalTextType = 'terms-of-service' | 'data-protection';

/** The server's HTML, cleaned of anything that could run or load: only text markup remains. */
export function sanitizeLegalHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img', 'video', 'audio', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}

export const legalDownloadHref = (id: number) => `/rest/v1/asset/legal-text/download/${id}`;

/** GET legal/text/{type}: the current version in the page's language, with its download. */
export function LegalTextPage({ type, titleKey }: { type: LegalTextType; titleKey: string }) {
  const { t } = useTranslation('shell');
  const { rest, language } = usePlatform();
  const title = t(titleKey);
  useDocumentTitle(title);
  const text = useQuery({
    queryKey: ['legal/text', type, language],
    queryFn: ({ signal }) => rest.call(`legal/text/${type}`, { schema: legalTextSchema, signal }),
  });
  const html = useMemo(() => (text.data ? sanitizeLegalHtml(text.data.html) : ''), [text.data]);

  return (
    <Container>
      <article aria-labelledby="legal-title" aria-busy={text.isPending} css={(theme) => ({ maxWidth: 820, padding: `${theme.space(8)}px 0` })}>
        <Heading level={1} id="legal-title" css={(theme) => ({ fontSize: `clamp(${theme.fontSize.page}px, 5vw, 40px)`, lineHeight: 1.15 })}>
          {title}
        </Heading>
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space(4),
            minHeight: 40,
            margin: `${theme.space(3)}px 0 ${theme.space(6)}px`,
            color: theme.colors.textMuted,
          })}
        >
          {text.data ? (
            <>
              <span data-testid="legal-version">{t('legal.version', { version: text.data.version })}</span>
              <a
                href={legalDownloadHref(text.data.id)}
                download
                css={(theme) => ({ color: theme.colors.text, fontWeight: 600, textUnderlineOffset: 3, ...focusRing(theme) })}
              >
                {t('legal.download')}
              </a>
            </>
          ) : (
            !text.isError && <Skeleton height={20} width={220} />
          )}
        </div>
        {text.isError && (
          <LoadError message={t('legal.loadError')} retry={() => void text.refetch()} />
        )}
        {text.isPending && (
          <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
            {[100, 96, 88, 100, 92, 60].map((width, index) => (
              <Skeleton key={index} height={20} width={`${width}%`} />
            ))}
          </div>
        )}
        {text.data && (
          <div
            data-testid="legal-html"
            lang={text.data.language}
            css={(theme) => ({
              fontSize: theme.fontSize.body,
              lineHeight: 1.65,
              h2: { fontSize: theme.fontSize.section, lineHeight: 1.3, margin: `${theme.space(8)}px 0 ${theme.space(3)}px` },
              h3: { fontSize: theme.fontSize.lead, margin: `${theme.space(6)}px 0 ${theme.space(2)}px` },
              p: { margin: `0 0 ${theme.space(4)}px` },
              'ul, ol': { margin: `0 0 ${theme.space(4)}px`, paddingLeft: theme.space(6) },
              li: { marginBottom: theme.space(1) },
              a: { color: theme.colors.text, textDecoration: 'underline' },
            })}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </article>
    </Container>
  );
}
