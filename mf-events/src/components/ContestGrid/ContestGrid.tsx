import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MAX_VOTES_PER_CONTEST, QueryState, Skeleton, TileGrid, usePlatform } from '@vx/shared';
import { GRID_PAGE, useActorEntries, useContestGrid } from '../../queries/contests';
import { ContestEntry } from '../ContestEntry/ContestEntry';
import { ContestTopList } from '../ContestTopList/ContestTopList';
import { ContestVoteLimit } from '../ContestVoteLimit/ContestVoteLimit';
import { useVoteFlow } from './useVoteFlow';
import { type Contest, type ContestGridItem } from '@vx/shared/events';

/** The contest's entries (spec 000 §3 Contest grid): a name filter, pages of GRID_PAGE, votes and the chosen model's entries. */
export function ContestGrid({ contest }: { contest: Contest }) {
  const { t } = useTranslation('events');
  const { guest } = usePlatform();
  const [page, setPage] = useState(0);
  const [actorName, setActorName] = useState('');
  const [actor, setActor] = useState<ContestGridItem['actor'] | null>(null);
  const name = useDeferredValue(actorName.trim());
  const grid = useContestGrid(contest.id, page, name);
  const actorEntries = useActorEntries(contest.id, actor?.id ?? null);
  const flow = useVoteFlow(contest.id, grid.data?.guestData);
  const open = contest.state === 'current';
  const pages = Math.max(1, Math.ceil((grid.data?.elementsCount ?? 0) / GRID_PAGE));
  return (
    <section aria-labelledby="contest-grid" css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <h2 id="contest-grid" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
        {t('contests.grid')}
      </h2>
      {!open && <p css={{ margin: 0 }}>{t('contests.closed')}</p>}
      {open && guest.isLoggedIn && grid.data && (
        <p data-testid="contest-vote-count" css={{ margin: 0 }}>
          {t('contests.votesLeft', { count: grid.data.guestData.voteCount, max: MAX_VOTES_PER_CONTEST })}
        </p>
      )}
      {open && contest.requiresAvs && !guest.hasAvs && <p css={{ margin: 0 }}>{t('contests.avsRequired')}</p>}
      <label css={(theme) => ({ display: 'grid', gap: theme.space(1), maxWidth: 320 })}>
        {t('contests.filter')}
        <input
          type="search"
          value={actorName}
          maxLength={80}
          onChange={(event) => {
            setActorName(event.target.value);
            setPage(0);
          }}
          css={(theme) => ({ font: 'inherit', padding: theme.space(2), borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text })}
        />
      </label>
      {flow.failed && <p role="alert">{t('contests.voteError')}</p>}
      <QueryState query={grid} loading={<Skeleton height={320} />} error={t('contests.loadError')}>
        {(data) =>
          data.contestGridItems.length === 0 ? (
            <p>{t('contests.empty')}</p>
          ) : (
            <div aria-busy={grid.isFetching} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
              <TileGrid label={t('contests.grid')}>
                {data.contestGridItems.map((item) => (
                  <ContestEntry key={item.itemHash} item={item} open={open} busy={flow.busy} onVote={flow.onVote} onWithdraw={flow.onWithdraw} onActor={(entry) => setActor(entry.actor)} />
                ))}
              </TileGrid>
              {pages > 1 && (
                <nav aria-label={t('contests.page', { page: page + 1, pages })} css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center', flexWrap: 'wrap' })}>
                  <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    {t('contests.previous')}
                  </Button>
                  <span>{t('contests.page', { page: page + 1, pages })}</span>
                  <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                    {t('contests.next')}
                  </Button>
                </nav>
              )}
            </div>
          )
        }
      </QueryState>
      {actor && <ContestTopList query={actorEntries} title={t('contests.actorEntries', { name: actor.name })} />}
      {flow.limitOpen && <ContestVoteLimit onClose={flow.closeLimit} />}
    </section>
  );
}
