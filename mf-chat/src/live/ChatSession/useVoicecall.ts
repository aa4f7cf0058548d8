import { useState } from 'react';
import { usePlatform } from '@vx/shared';
import { useRefreshCurrentLiveChat, useStartVoicecall } from '../../queries/livechat';
import { isVoicecallStarted, type VoicecallFailure } from '../voicecallErrors';

export type VoicecallState = { status: 'idle' } | { status: 'starting' } | { status: 'failed'; failure: VoicecallFailure };

/**
 * The anonymous voicecall with one actor (spec 001 §7.5): startAnonymousVoicecallChat of the query
 * service. 2000 started a `voicecall` session, which livechat/current then carries, so it opens
 * like any session (useLiveChat reopens from current); any other code is a refusal shown in words.
 * The operation takes the guest's own access token as an argument, which the platform's query
 * client fills in (CALLER_ACCESS_TOKEN): the remote never reads it.
 */
export function useVoicecall(actorId: number) {
  const { guest, openFlow } = usePlatform();
  const refresh = useRefreshCurrentLiveChat();
  const [state, setState] = useState<VoicecallState>({ status: 'idle' });
  const mutation = useStartVoicecall(actorId);

  const startVoicecall = () => {
    if (!guest.isLoggedIn) {
      openFlow('login');
      return;
    }
    if (state.status === 'starting') return;
    setState({ status: 'starting' });
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        if (!isVoicecallStarted(answer.result)) {
          setState({ status: 'failed', failure: answer.result });
          return;
        }
        const done = () => setState({ status: 'idle' });
        refresh().then(done, done);
      },
      onError: () => setState({ status: 'failed', failure: 'network' }),
    });
  };

  return { state, startVoicecall, dismiss: () => setState({ status: 'idle' }) };
}
