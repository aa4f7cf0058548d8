import { keyframes } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing, FormMessage } from '@vx/shared';
import { useReportRound } from '../../queries/games';
import { result } from '../GameView/styles';
import { useAttemptOutcome } from '../GameView/useAttemptOutcome';
import { SKILL_THEMES, type SkillGameType } from './themes';
import { useRound } from './useRound';

const popIn = keyframes({ from: { opacity: 0, scale: '0.4' }, to: { opacity: 1, scale: '1' } });
const TARGET_PX = 56;

/**
 * The skill games' one engine (wiesn shooting, wiesn bude, venus attacks, wiesn gaudi, wet and wild,
 * spit or swallow; each with its own art): a round's targets come from the server and show at the
 * places and moments it chose; the guest hits them by click or touch, or by Space/Enter on the
 * field (the target up longest). At the round's end the hits are reported and the server's count
 * of points is shown.
 */
export function ShootingGallery({ gameId, gameType, canPlay }: { gameId: number; gameType: SkillGameType; canPlay: boolean }) {
  const { t } = useTranslation('events');
  const play = useAttemptOutcome(gameId);
  const report = useReportRound();
  const round = useRound((issued, hits) => report.mutate({ token: issued.token, hits }));
  const field = useRef<HTMLDivElement>(null);
  const art = SKILL_THEMES[gameType];
  const targetName = t(`games.skill.targets.${gameType}`);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    round.hitOldest();
  };
  const begin = () => {
    report.reset();
    play.start((attempt) => {
      if (!attempt.round) return;
      round.start(attempt.round);
      field.current?.focus();
    });
  };

  const scored = report.data?.data;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('games.skill.howTo')}</p>
      <div
        ref={field}
        role="application"
        aria-label={t('games.skill.field')}
        aria-describedby="skill-field-state"
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="skill-field"
        css={(theme) => ({
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 10',
          minHeight: 200,
          overflow: 'hidden',
          borderRadius: theme.radius,
          background: art.field,
          touchAction: 'manipulation',
          ...focusRing(theme),
        })}
      >
        {round.up.map((target) => (
          <button
            key={target.id}
            type="button"
            tabIndex={-1}
            aria-label={targetName}
            data-testid="skill-target"
            onPointerDown={(event) => {
              event.preventDefault();
              round.hit(target);
            }}
            css={(theme) => ({
              position: 'absolute',
              left: `${target.x * 100}%`,
              top: `${target.y * 100}%`,
              width: TARGET_PX,
              height: TARGET_PX,
              padding: 0,
              border: 'none',
              cursor: 'crosshair',
              transform: 'translate(-50%, -50%)',
              animation: `${popIn} 150ms ease-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              ...art.target(theme),
            })}
          />
        ))}
      </div>
      <p id="skill-field-state" data-testid="skill-state" css={{ margin: 0, fontWeight: 700 }}>
        {round.running && `${t('games.skill.timeLeft', { count: Math.ceil(round.timeLeftMs / 1000) })} · `}
        {t('games.skill.hits', { count: round.hitCount })}
      </p>
      <Button onClick={begin} disabled={!canPlay || play.pending || round.running || report.isPending}>
        {t('games.skill.start')}
      </Button>
      <p role="status" data-testid="game-outcome" css={result}>
        {report.isPending && t('games.skill.reporting')}
        {scored && t('games.skill.scored', { count: scored.hits, points: scored.points })}
      </p>
      {(play.failed || report.isError || report.data?.errorMessage) && (
        <FormMessage kind="error">{report.data?.errorMessage || report.isError ? t('games.skill.refused') : t('games.attemptError')}</FormMessage>
      )}
    </div>
  );
}
