import { useEffect, useRef, useState } from 'react';
import { CHAT_EXIT, CHAT_TIMINGS, useBusEvent, usePlatform, type ChatKind, type ChatReceipt, type ChatSession } from '@vx/shared';
import { useCurrentLiveChat, useEndLiveChat, useRefreshCurrentLiveChat, useStartLiveChat } from '../../queries/livechat';
import { rememberStart } from '../pendingStart';
import { nextSequence } from '../sequence';
import type { StartFailure } from '../startErrors';

export type StartState =
  | { status: 'idle' }
  | { status: 'starting'; kind: ChatKind; retrying: boolean }
  | { status: 'failed'; kind: ChatKind; error: StartFailure; exitCode: number | null };

export interface LiveChat {
  /** The guest's session with this actor (running, or ended without its receipt yet). */
  session: ChatSession | null;
  /** Another actor's running session, which blocks a start here. */
  elsewhere: ChatSession | null;
  start: StartState;
  /** The receipt of the session that ended last with this actor, until dismissed. */
  receipt: ChatReceipt | null;
  startChat: (kind: ChatKind) => void;
  endChat: () => void;
  ending: boolean;
  endFailed: boolean;
  dismiss: () => void;
}

/**
 * The live chat with one actor: what is running (reopened after a reload from livechat/current),
 * starting a session (an increasing sequence; a 'Timeout' tried once more after
 * CHAT_TIMINGS.startRetryMs), ending it (exit code 100) and its receipt (the `chatEnd` of the
 * socket, or the end call's answer, whichever comes first).
 */
export function useLiveChat(actorId: number): LiveChat {
  const { guest, openFlow } = usePlatform();
  const current = useCurrentLiveChat();
  const starter = useStartLiveChat();
  const ender = useEndLiveChat();
  const refresh = useRefreshCurrentLiveChat();
  const [start, setStart] = useState<StartState>({ status: 'idle' });
  const [receipt, setReceipt] = useState<ChatReceipt | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (retryTimer.current !== null) clearTimeout(retryTimer.current);
    },
    [],
  );

  const running = guest.isLoggedIn ? (current.data?.session ?? null) : null;
  const session = running && running.actorId === actorId ? running : null;
  const elsewhere = running && running.actorId !== actorId && running.state === 'running' ? running : null;

  // Leaving the chat's page ends its session: a guest browsing elsewhere would pay for minutes he
  // does not watch. A reload or a closed tab unmounts nothing; the server's grace decides those.
  // The end waits a task so that a remount at once (React's strict mode) keeps the session.
  const runningChat = useRef<string | null>(null);
  const endOnLeave = useRef(ender.mutate);
  const runningChatId = session?.state === 'running' ? session.chatId : null;
  useEffect(() => {
    runningChat.current = runningChatId;
    endOnLeave.current = ender.mutate;
  });
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (leaving.current !== null) clearTimeout(leaving.current);
    leaving.current = null;
    return () => {
      leaving.current = setTimeout(() => {
        const chatId = runningChat.current;
        if (chatId !== null) endOnLeave.current({ chatId, exitCode: CHAT_EXIT.exit });
      }, 0);
    };
  }, []);

  useBusEvent('chatEnd', (event) => {
    if (event.actorId !== actorId) return;
    const { type: _type, ...ended } = event;
    setReceipt(ended);
  });

  const attempt = (kind: ChatKind, retrying: boolean) => {
    setStart({ status: 'starting', kind, retrying });
    starter.mutate(
      { actorId, kind, sequence: nextSequence() },
      {
        onSuccess: (answer) => {
          if (answer.success) {
            setReceipt(null);
            setStart({ status: 'idle' });
            return;
          }
          const failed: StartState = { status: 'failed', kind, error: answer.error, exitCode: answer.exitCode };
          if (answer.error === 'Timeout' && !retrying) {
            retryTimer.current = setTimeout(() => {
              retryTimer.current = null;
              attempt(kind, true);
            }, CHAT_TIMINGS.startRetryMs);
            setStart({ status: 'starting', kind, retrying: true });
            return;
          }
          if (answer.error === 'Already in progress') {
            // Our own session (another tab, a lost answer): show it instead of an error.
            refresh().then(
              (found) => setStart(found && found.actorId === actorId && found.state === 'running' ? { status: 'idle' } : failed),
              () => setStart(failed),
            );
            return;
          }
          setStart(failed);
        },
        onError: () => setStart({ status: 'failed', kind, error: 'network', exitCode: null }),
      },
    );
  };

  const startChat = (kind: ChatKind) => {
    if (!guest.isLoggedIn) {
      // After the login the chat starts (useStartAfterLogin): the guest does not press again.
      rememberStart(actorId, kind);
      void openFlow('login');
      return;
    }
    if (start.status === 'starting' || session?.state === 'running') return;
    attempt(kind, false);
  };

  const endChat = () => {
    if (!session || ender.isPending) return;
    ender.mutate(
      { chatId: session.chatId, exitCode: CHAT_EXIT.exit },
      { onSuccess: (answer) => setReceipt((shown) => (shown?.chatId === answer.chatId ? shown : answer)) },
    );
  };

  return {
    session: receipt && session && receipt.chatId === session.chatId ? null : session,
    elsewhere,
    start,
    receipt,
    startChat,
    endChat,
    ending: ender.isPending,
    endFailed: ender.isError,
    dismiss: () => {
      setReceipt(null);
      setStart({ status: 'idle' });
    },
  };
}
