import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container, mq, PageHeader, QueryState, Skeleton, useDocumentTitle, usePlatform } from '@vx/shared';
import { useGameState } from '../../queries/games';
import { GameRewards } from '../GameRewards/GameRewards';
import { GamePlay } from './GamePlay';
import { muted, panel } from './styles';
import { type GameConfig } from '@vx/shared/events';

const formatDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/**
 * A game's page: its name and window, then while it runs the game with the guest's attempts left
 * and points (a visitor is asked to log in), before its start the start date, after its end the
 * guest's results; beside it the rewards by points and the guest's claimed rewards.
 */
export function GameView({ game }: { game: GameConfig }) {
  const { t, i18n } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  useDocumentTitle(game.name);
  const query = useGameState(game);
  const state = useDeferredValue(query.data);
  const running = game.hasStarted && !game.hasEnded;
  const rewards = game.languageConfigs.find((config) => config.language === i18n.language)?.rewards ?? [];

  const when = !game.hasStarted
    ? t('games.notStarted', { date: formatDate(game.startDate, i18n.language) })
    : game.hasEnded
      ? t('games.ended', { date: formatDate(game.endDate, i18n.language) })
      : t('games.runsUntil', { date: formatDate(game.endDate, i18n.language) });

  return (
    <Container>
      <PageHeader title={game.name}>
        <p data-testid="game-window" css={muted}>
          {when}
        </p>
      </PageHeader>
      {guest.isLoggedIn ? (
        <QueryState query={{ ...query, data: state }} loading={<Skeleton height={320} />} error={t('games.loadError')}>
          {(current) => (
            <div css={(theme) => ({ display: 'grid', gap: theme.space(4), marginBottom: theme.space(6), [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } })}>
              <section css={panel} aria-label={game.name}>
                <p data-testid="game-status" css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.lead })}>
                  {running && `${t('games.attemptsLeft', { count: current.tries.available })} · `}
                  {t('games.points', { count: current.gamePoints })}
                </p>
                {running && current.tries.available === 0 && <p css={muted}>{t('games.noAttempts')}</p>}
                {running && <GamePlay game={game} canPlay={current.tries.available > 0} />}
              </section>
              <div css={(theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
                <GameRewards game={game} state={current} />
              </div>
            </div>
          )}
        </QueryState>
      ) : (
        <section css={(theme) => ({ ...panel(theme), marginBottom: theme.space(6) })} aria-label={game.name}>
          {running && (
            <>
              <p css={{ margin: 0 }}>{t('games.loginHint')}</p>
              <Button onClick={() => void openFlow('login')}>{t('games.loginToPlay')}</Button>
            </>
          )}
          <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>{t('games.rewards.title')}</h2>
          <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5) })}>
            {rewards.map((option) => (
              <li key={option.optionCode}>
                {option.name} · {t('games.rewards.from', { count: option.points })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
