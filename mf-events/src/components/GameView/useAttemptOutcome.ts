import { useState } from 'react';
import { useGameAttempt, useGameSettle } from '../../queries/games';
import type { GameAttempt } from '@vx/shared/events';

/**
 * One attempt of a game: `start` asks the server, hands its outcome to the game (to animate or play
 * a round), and `finish` shows it and reloads the attempts, points and rewards, so the counts never
 * run ahead of what the guest sees. A refusal (errorMessage) or failure sets `failed`.
 */
export function useAttemptOutcome(gameId: number) {
  const attempt = useGameAttempt(gameId);
  const settle = useGameSettle();
  const [outcome, setOutcome] = useState<GameAttempt | null>(null);
  const start = (play: (attempt: GameAttempt) => void) => {
    setOutcome(null);
    attempt.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.data) play(answer.data);
        else void settle();
      },
    });
  };
  const finish = (done: GameAttempt) => {
    setOutcome(done);
    void settle();
  };
  const failed = attempt.isError || Boolean(attempt.data?.errorMessage);
  return { start, finish, outcome, pending: attempt.isPending, failed };
}
