import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading } from '@vx/shared';

/** One section of /videos/: its heading, its "show all" link to the whole list, and its grid. */
export function OverviewSection({ title, to, testId, children }: { title: string; to: string | null; testId: string; children: ReactNode }) {
  const { t } = useTranslation('media');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} css={{ margin: '0 0 32px' }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', margin: '0 0 12px' }}>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {/* The text colour, underlined: the brand's primary is a fill colour and fails AA as text on VisitX's dark page. */}
        {to && (
          <Link to={to} aria-label={t('videoList.allOf', { section: title })} css={(theme) => ({ color: theme.colors.text, fontWeight: 600, textDecoration: 'underline' })}>
            {t('videoList.showAll')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
