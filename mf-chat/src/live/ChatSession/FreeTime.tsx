import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_LIMITS, useBusEvent, type ChatSession } from '@vx/shared';
import { formatDuration } from '../CostMeter/meter';

/**
 * When the free time of a session ends (ms), or null for a paid one: the server's `freeUntil`; a
 * free chat without it gets the text-chat countdown from its start (TIME_LIMITS.textChatCountdown).
 */
export function freeTimeEnd(session: Pick<ChatSession, 'kind' | 'freeUntil' | 'startedAt'>): number | null {
  if (session.freeUntil !== null) return Date.parse(session.freeUntil);
  if (session.kind !== 'freeChat') return null;
  return Date.parse(session.startedAt) + TIME_LIMITS.textChatCountdown * 1000;
}

/**
 * The free time of the session with the actor's changes (`freeChatDurationChanged`: the free chat
 * now lasts `duration` seconds from its start) until the server's next state tells it anew.
 */
export function useFreeTimeEnd(session: ChatSession): number | null {
  const [change, setChange] = useState<{ chatId: string; seen: string | null; until: number } | null>(null);
  useBusEvent('freeChatDurationChanged', (event) => {
    if (event.actorId !== session.actorId || freeTimeEnd(session) === null) return;
    setChange({ chatId: session.chatId, seen: session.freeUntil, until: Date.parse(session.startedAt) + event.duration * 1000 });
  });
  if (change && change.chatId === session.chatId && change.seen === session.freeUntil) return change.until;
  return freeTimeEnd(session);
}

/** The free time left, as a countdown; its last TIME_LIMITS.textChatCountdown seconds stand out. */
export function FreeTime({ end, now }: { end: number; now: number }) {
  const { t } = useTranslation('chat');
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const ending = left <= TIME_LIMITS.textChatCountdown;
  return (
    <p
      data-testid="free-countdown"
      role="timer"
      css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, fontWeight: ending ? 700 : 400, color: ending ? theme.colors.accent : theme.colors.text })}
    >
      {left === 0 ? t('live.free.over') : ending ? t('live.free.ending', { time: formatDuration(left) }) : t('live.free.left', { time: formatDuration(left) })}
    </p>
  );
}
