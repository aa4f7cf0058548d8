import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@vx/shared';
import { prefersReducedMotion } from '../GameView/prefersReducedMotion';
import { result } from '../GameView/styles';
import { useAttemptOutcome } from '../GameView/useAttemptOutcome';
import { SLOT_SYMBOLS, type GameAttempt } from '@vx/shared/events';

/** The reels' pictures; each reel is named in words for screen readers. */
const GLYPHS: Record<string, string> = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };
const SPIN_MS = 1_200;
const TICK_MS = 90;

/**
 * The slot machine: the lever asks the server for an attempt, the reels turn and stop on the
 * symbols the server drew (at once when the guest prefers less motion), then the points are shown.
 */
export function SlotMachine({ gameId, canPlay }: { gameId: number; canPlay: boolean }) {
  const { t } = useTranslation('events');
  const play = useAttemptOutcome(gameId);
  const [reels, setReels] = useState<string[]>(['seven', 'seven', 'seven']);
  const [turning, setTurning] = useState<GameAttempt | null>(null);
  const stopped = useEffectEvent((attempt: GameAttempt) => play.finish(attempt));

  useEffect(() => {
    if (!turning) return;
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      setReels((current) => current.map((_, index) => SLOT_SYMBOLS[(tick + index * 2) % SLOT_SYMBOLS.length]));
    }, TICK_MS);
    const stop = setTimeout(() => {
      clearInterval(timer);
      setReels(turning.symbols ?? []);
      setTurning(null);
      stopped(turning);
    }, SPIN_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [turning]);

  const pull = () =>
    play.start((attempt) => {
      if (prefersReducedMotion()) {
        setReels(attempt.symbols ?? []);
        play.finish(attempt);
      } else setTurning(attempt);
    });

  const busy = play.pending || turning !== null;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'center' })}>
      <div role="group" aria-label={t('games.slot.reels')} data-testid="slot-reels" aria-busy={busy} css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
        {reels.map((symbol, index) => (
          <span
            key={index}
            role="img"
            aria-label={t('games.slot.reel', { index: index + 1, symbol: t(`games.slot.symbols.${symbol}`) })}
            data-symbol={symbol}
            css={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 72,
              height: 88,
              fontSize: theme.fontSize.display,
              borderRadius: theme.radius,
              background: theme.colors.surfaceRaised,
              border: `2px solid ${theme.colors.border}`,
            })}
          >
            <span aria-hidden="true">{GLYPHS[symbol]}</span>
          </span>
        ))}
      </div>
      <Button onClick={pull} disabled={!canPlay || busy}>
        {busy ? t('games.slot.spinning') : t('games.slot.pull')}
      </Button>
      <p role="status" data-testid="game-outcome" css={result}>
        {play.outcome ? t('games.won', { count: play.outcome.points }) : ''}
      </p>
      {play.failed && <FormMessage kind="error">{t('games.attemptError')}</FormMessage>}
    </div>
  );
}
