import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Container, PageHeader, QueryState, Skeleton, useDocumentTitle, usePlatform, type QueryLike } from '@vx/shared';
import { SpecialCountdown } from '../SpecialCountdown/SpecialCountdown';
import { useEventDate } from '../SpecialRewardText/useRewardText';
import { type SpecialEventSummary } from '@vx/shared/events';

interface Props<E extends SpecialEventSummary> {
  /** The page's name while the event loads or when there is none. */
  title: string;
  lead: string;
  query: QueryLike<E | null>;
  /** The event's body: while it runs its actions, once ended its results. */
  children: (event: E) => ReactNode;
  /** The query failed because no such event exists (an unknown slug): the not-found state, not a retry. */
  notFound?: boolean;
}

const linkStyle = { textDecoration: 'underline' } as const;

/**
 * A special event's page: its name as the h1, when it runs, a countdown to a future start (and no
 * body), the results once ended, and the not-found state when there is no such event.
 */
export function SpecialEventFrame<E extends SpecialEventSummary>({ title, lead, query, children, notFound = false }: Props<E>) {
  const { t } = useTranslation('events');
  const { href } = usePlatform();
  const date = useEventDate();
  const event = query.data ?? null;
  const missing = query.data === null || (notFound && query.isError);
  useDocumentTitle(event?.name ?? (missing ? t('special.notFound') : title));
  return (
    <Container>
      <PageHeader title={event?.name ?? (missing ? t('special.notFound') : title)}>
        {event && (
          <p data-testid="special-event-when" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
            {event.hasEnded ? t('special.endedAt', { date: date(event.end) }) : event.hasStarted ? t('special.endsAt', { date: date(event.end) }) : t('special.startsAt', { date: date(event.start) })}
          </p>
        )}
        {!missing && <p css={{ margin: 0 }}>{lead}</p>}
      </PageHeader>
      <div aria-busy={query.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(6), paddingBottom: theme.space(8), minWidth: 0 })}>
        <QueryState query={query} loading={<Skeleton height={320} />} error={t('special.error')} notFound={notFound ? t('special.notFound') : undefined}>
          {(loaded) =>
            loaded === null ? (
              <p data-testid="not-found">{t('special.none')}</p>
            ) : !loaded.hasStarted ? (
              <section aria-label={t('special.upcoming')} css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
                <p css={{ margin: 0 }}>{t('special.upcomingNotice')}</p>
                <SpecialCountdown target={loaded.start} onDone={() => void query.refetch()} />
              </section>
            ) : (
              <>
                {loaded.hasEnded && (
                  <p data-testid="special-ended" role="status" css={{ margin: 0, fontWeight: 700 }}>
                    {t('special.endedNotice')}
                  </p>
                )}
                {children(loaded)}
              </>
            )
          }
        </QueryState>
        <Link to={href('specialEvents')} css={linkStyle}>
          {t('special.toOverview')}
        </Link>
      </div>
    </Container>
  );
}
