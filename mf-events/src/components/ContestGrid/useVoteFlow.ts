import { useState } from 'react';
import { MAX_VOTES_PER_CONTEST, usePlatform } from '@vx/shared';
import { useContestVote } from '../../queries/contests';
import { type ContestGridItem, type ContestGuestData } from '@vx/shared/events';

/**
 * What a vote click leads to (spec 000 §4 Contest vote): a visitor gets the login dialog, a guest
 * without the age check the shell's age-check flow, the fifth vote (or one past it) the limit modal
 * unless the guest hid it. The modal's "don't show again" travels as hideConfirmWindow with the next vote.
 */
export function useVoteFlow(contestId: number, guestData: ContestGuestData | undefined) {
  const { guest, openFlow } = usePlatform();
  const { vote, withdraw } = useContestVote(contestId);
  const [limitOpen, setLimitOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const hideModal = hidden || guestData?.hideVoteLimitModal === true;

  const onVote = (item: ContestGridItem) => {
    if (!guest.isLoggedIn) return void openFlow('login');
    vote.mutate(
      { item, hideConfirmWindow: hidden },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'needAvs') void openFlow('avs');
          const atLimit = answer.kind === 'limit' || (answer.kind === 'counted' && answer.voteCount >= MAX_VOTES_PER_CONTEST);
          if (atLimit && !hideModal) setLimitOpen(true);
        },
      },
    );
  };
  const closeLimit = (dontShowAgain: boolean) => {
    setLimitOpen(false);
    if (dontShowAgain) setHidden(true);
  };
  return { onVote, onWithdraw: (item: ContestGridItem) => withdraw.mutate(item), busy: vote.isPending || withdraw.isPending, failed: vote.isError || withdraw.isError, limitOpen, closeLimit };
}
