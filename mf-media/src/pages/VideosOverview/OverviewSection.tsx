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
        {to && (
          <Link to={to} aria-label={t('videoList.allOf', { section: title })} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
            {t('videoList.showAll')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
