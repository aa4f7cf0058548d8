import { useTranslation } from 'react-i18next';
import { Container, PageHeader, QueryState, Skeleton, mq, useDocumentTitle } from '@vx/shared';
import { ContestCard } from '../../components/ContestCard/ContestCard';
import { useContestLists } from '../../queries/contests';
import { type Contest } from '@vx/shared/events';

function ContestList({ contests, label }: { contests: Contest[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'minmax(0, 1fr)', [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } })}
    >
      {contests.map((contest) => (
        <li key={contest.id} css={{ minWidth: 0 }}>
          <ContestCard contest={contest} />
        </li>
      ))}
    </ul>
  );
}

/** /contests/: the running contests and the last two passed ones (spec 001 §9 past contests 2). */
export default function ContestsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('contests.title'));
  const lists = useContestLists();
  return (
    <Container>
      <PageHeader title={t('contests.title')} />
      <QueryState query={lists} loading={<Skeleton height={320} />} error={t('contests.loadError')}>
        {(data) => (
          <div css={(theme) => ({ display: 'grid', gap: theme.space(6), marginBottom: theme.space(8) })}>
            <section aria-labelledby="contests-current" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
              <h2 id="contests-current" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
                {t('contests.current')}
              </h2>
              {data.current.length === 0 ? <p css={{ margin: 0 }}>{t('contests.none')}</p> : <ContestList contests={data.current} label={t('contests.current')} />}
            </section>
            {data.passed.length > 0 && (
              <section aria-labelledby="contests-past" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
                <h2 id="contests-past" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
                  {t('contests.past')}
                </h2>
                <ContestList contests={data.passed} label={t('contests.past')} />
              </section>
            )}
          </div>
        )}
      </QueryState>
    </Container>
  );
}
