import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Container, PageHeader, QueryState, Skeleton, mq, useDocumentTitle } from '@vx/shared';
import { ContestGrid } from '../../components/ContestGrid/ContestGrid';
import { ContestTopList } from '../../components/ContestTopList/ContestTopList';
import { ContestVoting } from '../../components/ContestVoting/ContestVoting';
import { LiveReactions } from '../../components/LiveReactions/LiveReactions';
import { isNotFound, parseId, useContest, useTopList } from '../../queries/contests';

function TopList({ contestId }: { contestId: number }) {
  const { t } = useTranslation('events');
  return <ContestTopList query={useTopList(contestId)} title={t('contests.topList')} />;
}

/**
 * /contests/{id}/: the header in the guest's language, the entries with voting (5 a contest), the
 * top list, where the contest has one its voting, and live reactions. A bad or unknown id shows the
 * not-found state.
 */
export default function ContestPage() {
  const { t } = useTranslation('events');
  const contestId = parseId(useParams().contestId);
  const { contest, header } = useContest(contestId);
  useDocumentTitle(header.data?.title ?? contest.data?.title ?? t('contests.title'));
  if (contestId === null)
    return (
      <Container>
        <PageHeader title={t('contests.title')} />
        <p role="status">{t('contests.notFound')}</p>
      </Container>
    );
  return (
    <Container>
      <PageHeader title={header.data?.title ?? contest.data?.title ?? t('contests.title')}>
        {header.data && (
          <>
            <p css={{ margin: 0, fontWeight: 700 }}>{header.data.headline}</p>
            <p css={{ margin: 0 }}>{header.data.text}</p>
          </>
        )}
      </PageHeader>
      <QueryState query={contest} loading={<Skeleton height={400} />} error={t('contests.loadError')} notFound={isNotFound(contest.error) ? t('contests.notFound') : undefined}>
        {(data) => (
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space(6),
              marginBottom: theme.space(8),
              minWidth: 0,
              [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)', alignItems: 'start' },
            })}
          >
            <div css={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <LiveReactions referenceType="contest" referenceId={data.id} />
            </div>
            <ContestGrid contest={data} />
            <aside css={(theme) => ({ display: 'grid', gap: theme.space(6), minWidth: 0 })}>
              <TopList contestId={data.id} />
              {data.votingId !== null && <ContestVoting votingId={data.votingId} />}
            </aside>
          </div>
        )}
      </QueryState>
    </Container>
  );
}
