import { useTranslation } from 'react-i18next';
import { Button, QueryState, Skeleton, usePlatform } from '@vx/shared';
import { useVoting } from '../../queries/contests';

/** A contest's voting (spec 000 §3 Voting): the options with their counts, one choice per guest, withdrawable. */
export function ContestVoting({ votingId }: { votingId: number }) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const { voting, add, remove } = useVoting(votingId);
  const busy = add.isPending || remove.isPending;
  const choose = (key: string) => (guest.isLoggedIn ? add.mutate(key) : void openFlow('login'));
  return (
    <section aria-labelledby="contest-voting" data-testid="contest-voting" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <h2 id="contest-voting" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
        {t('contests.votingTitle')}
      </h2>
      <QueryState query={voting} loading={<Skeleton height={120} />} error={t('contests.loadError')}>
        {(data) =>
          data && (
            <>
              <p css={{ margin: 0 }}>{data.question}</p>
              <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
                {data.options.map((option) => (
                  <li key={option.key} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' })}>
                    <span css={{ fontWeight: 700 }}>{option.label}</span>
                    <span>{t('contests.votingCount', { count: option.count })}</span>
                    {data.guestOptionKey === option.key && <strong>{t('contests.votingChosen')}</strong>}
                    {data.active && data.guestOptionKey === null && (
                      <Button variant="secondary" disabled={busy} onClick={() => choose(option.key)} aria-label={`${t('contests.votingVote')}: ${option.label}`}>
                        {t('contests.votingVote')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {data.active && data.guestOptionKey !== null && (
                <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()} css={{ justifySelf: 'start' }}>
                  {t('contests.votingWithdraw')}
                </Button>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
