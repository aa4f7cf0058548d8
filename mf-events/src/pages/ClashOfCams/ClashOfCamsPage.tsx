import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Container, PageHeader, QueryState, Skeleton, usePlatform, useDocumentTitle } from '@vx/shared';
import { ClashChallenge } from '../../components/ClashChallenge/ClashChallenge';
import { ClashTeams } from '../../components/ClashTeams/ClashTeams';
import { formatDate } from '../../components/ContestCard/formatDate';
import { LiveReactions } from '../../components/LiveReactions/LiveReactions';
import { parseId, useClash } from '../../queries/contests';

/**
 * /clash-of-cams/{id}/: the teams with captains and members, the challenges with media and live
 * votes (every guest's vote arrives as clashOfCamsVoting and reloads the counts), vote and revoke,
 * and live reactions.
 */
export default function ClashOfCamsPage() {
  const { t, i18n } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const clashId = parseId(useParams().clashId);
  const { clash, add, revoke } = useClash(clashId);
  useDocumentTitle(clash.data?.name ?? t('clash.title'));
  const busy = add.isPending || revoke.isPending;
  const onVote = (challengeId: number, teamId: number) => (guest.isLoggedIn ? add.mutate({ challengeId, teamId }) : void openFlow('login'));
  return (
    <Container>
      <PageHeader title={clash.data?.name ?? t('clash.title')}>
        {clash.data && (
          <p css={{ margin: 0 }}>
            {formatDate(clash.data.start, i18n.language)} – {formatDate(clash.data.end, i18n.language)}
          </p>
        )}
      </PageHeader>
      {clashId === null ? (
        <p role="status">{t('clash.notFound')}</p>
      ) : (
        <QueryState query={clash} loading={<Skeleton height={400} />} error={t('clash.loadError')}>
          {(data) =>
            data === null ? (
              <p role="status">{t('clash.notFound')}</p>
            ) : (
              <div css={(theme) => ({ display: 'grid', gap: theme.space(6), marginBottom: theme.space(8), minWidth: 0 })}>
                <LiveReactions referenceType="clash" referenceId={data.id} />
                <ClashTeams teams={data.teams} />
                {(add.isError || revoke.isError) && <p role="alert">{t('clash.voteError')}</p>}
                <section aria-labelledby="clash-challenges" css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
                  <h2 id="clash-challenges" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
                    {t('clash.challenges')}
                  </h2>
                  {data.challenges.map((challenge) => (
                    <ClashChallenge key={challenge.id} challenge={challenge} teams={data.teams} busy={busy} onVote={onVote} onRevoke={(id) => revoke.mutate(id)} />
                  ))}
                </section>
              </div>
            )
          }
        </QueryState>
      )}
    </Container>
  );
}
