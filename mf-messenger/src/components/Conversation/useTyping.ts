import { useEffect, useState } from 'react';
import { useBusEvent } from '@vx/shared';

/** How long "is typing" shows without her message (messengerTyping is ours; the simulator answers 1.5 s after it). */
export const TYPING_SHOWN_MS = 6_000;

/**
 * Whether the channel's actor is writing: from her messengerTyping until her message arrives or
 * TYPING_SHOWN_MS pass, whichever comes first; a further typing event starts the time again.
 */
export function useTyping(channelId: number): boolean {
  const [since, setSince] = useState<number | null>(null);
  useBusEvent('messengerTyping', (event) => {
    if (event.channelId === channelId) setSince(Date.now());
  });
  useBusEvent('messengerMessage', ({ message }) => {
    if (message.channelId === channelId && message.senderType === 'actor') setSince(null);
  });
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setSince(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [since]);
  return since !== null;
}
