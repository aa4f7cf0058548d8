import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@vx/shared';
import { useClaimGameReward } from '../../queries/games';
import { formatDate } from '../ContestCard/formatDate';
import { muted, panel } from '../GameView/styles';
import { type GameConfig, type SpecialGameState } from '@vx/shared/events';

/**
 * The rewards by points: each with its points, claimable once reached (the server pays the coins
 * once), claimed ones marked; then the guest's claimed rewards, newest named first. An ended game
 * lets a reached reward be claimed until its claim end, which it names; after that a reached reward
 * says its claim time is over.
 */
export function GameRewards({ game, state }: { game: Pick<GameConfig, 'id' | 'gameType' | 'hasEnded' | 'endDate' | 'rewardClaimEnd'>; state: SpecialGameState }) {
  const { t, i18n } = useTranslation('events');
  const claim = useClaimGameReward(game);
  const claimed = state.rewardHistory.filter((entry) => entry.claimed);
  const claimEnd = game.rewardClaimEnd ?? game.endDate;
  // The page's first moment: a claim end passing while it is open shows on the next visit.
  const [openedAt] = useState(() => Date.now());
  const claimOpen = new Date(claimEnd).getTime() > openedAt;
  return (
    <>
      <section css={panel} aria-labelledby="game-rewards-title">
        <h2 id="game-rewards-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
          {t('games.rewards.title')}
        </h2>
        {game.hasEnded && claimOpen && (
          <p data-testid="game-claim-until" css={{ margin: 0 }}>
            {t('games.rewards.claimUntil', { date: formatDate(claimEnd, i18n.language) })}
          </p>
        )}
        <ul data-testid="game-rewards" css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
          {state.rewardHistory.map((entry) => (
            <li
              key={entry.optionCode}
              css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) })}
            >
              <span>
                <strong>{entry.name}</strong> · {t('games.rewards.from', { count: entry.points })}
              </span>
              {entry.claimed ? (
                <span css={(theme) => ({ padding: `2px ${theme.space(2)}px`, borderRadius: theme.radii.pill, background: theme.colors.primary, color: theme.colors.primaryText, fontSize: theme.fontSize.small })}>
                  {t('games.rewards.claimed')}
                </span>
              ) : entry.canRedeem ? (
                <Button onClick={() => claim.mutate(entry.optionCode)} disabled={claim.isPending} aria-label={`${t('games.rewards.claim')}: ${entry.name}`}>
                  {t('games.rewards.claim')}
                </Button>
              ) : entry.points <= state.gamePoints ? (
                <span css={muted}>{t('games.rewards.claimOver')}</span>
              ) : (
                <span css={muted}>{t('games.rewards.toGo', { count: Math.max(0, entry.points - state.gamePoints) })}</span>
              )}
            </li>
          ))}
        </ul>
        {claim.isError && <FormMessage kind="error">{t('games.rewards.claimError')}</FormMessage>}
      </section>
      <section css={panel} aria-labelledby="game-history-title">
        <h2 id="game-history-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
          {t('games.history.title')}
        </h2>
        {state.reward && (
          <p data-testid="game-last-reward" css={{ margin: 0, fontWeight: 700 }}>
            {t('games.history.last', { reward: state.reward.name })}
          </p>
        )}
        {claimed.length === 0 ? (
          <p css={muted}>{t('games.history.empty')}</p>
        ) : (
          <ul data-testid="game-history" css={(theme) => ({ margin: 0, paddingLeft: theme.space(5) })}>
            {claimed.map((entry) => (
              <li key={entry.optionCode}>
                {entry.name} · {t('games.rewards.coins', { count: entry.coins })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
