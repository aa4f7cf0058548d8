import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@vx/shared';
import { result } from '../GameView/styles';
import { useAttemptOutcome } from '../GameView/useAttemptOutcome';
import { type GameType } from '@vx/shared/events';

/** The pictures of the luck games (decoration; the words say the same). */
const ART: Partial<Record<GameType, string>> = { halloween: '🎃', rewardBox: '🎁', kickIt: '⚽' };

/**
 * The luck games without reels (halloween, reward box, kick it): one button asks the server for an
 * attempt and the prize it drew is named with the points it brought.
 */
export function GameLuck({ gameId, gameType, canPlay }: { gameId: number; gameType: 'halloween' | 'rewardBox' | 'kickIt'; canPlay: boolean }) {
  const { t } = useTranslation('events');
  const play = useAttemptOutcome(gameId);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'center' })}>
      <span aria-hidden="true" css={(theme) => ({ fontSize: theme.fontSize.hero, lineHeight: 1 })}>
        {ART[gameType]}
      </span>
      <Button onClick={() => play.start(play.finish)} disabled={!canPlay || play.pending}>
        {t(`games.luck.play.${gameType}`)}
      </Button>
      <p role="status" data-testid="game-outcome" css={result}>
        {play.outcome && (
          <>
            {play.outcome.prize && `${t(`games.luck.prizes.${play.outcome.prize}`)} `}
            {t('games.won', { count: play.outcome.points })}
          </>
        )}
      </p>
      {play.failed && <FormMessage kind="error">{t('games.attemptError')}</FormMessage>}
    </div>
  );
}
