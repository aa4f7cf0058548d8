import { Fragment, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type MessengerContent } from '@vx/shared';
import { OLDER_PAGE, useLoadOlder } from '../../queries/olderMessages';
import { pendingType, type PendingMessage } from '../../queries/pendingMessages';
import { MessageItem } from './MessageItem';
import { ReadTick } from './ReadTick';
import { firstUnreadId, receiptsOf } from './readState';
import { useStickToBottom } from './useStickToBottom';

/**
 * No virtualisation library is a dependency, so long conversations are windowed: only the newest
 * WINDOW messages held are rendered, older ones (held, then asked for with beforeId) as the guest
 * scrolls to the top or asks for them, and the window shrinks back once she is at the end again.
 */
export const WINDOW = 100;
/** Near the top this many pixels, older messages are shown. */
const NEAR_TOP_PX = 40;

interface Props {
  channelId: number;
  content: MessengerContent;
  pending: readonly PendingMessage[];
  /** The channel's unread count when it was opened: the view opens at the first unread message. */
  unreadOnOpen: number;
}

/** The conversation's messages in a scrolled pane: read ticks, the unread jump, new-message jump, older on scroll. */
export function MessageList({ channelId, content, pending, unreadOnOpen }: Props) {
  const { t } = useTranslation('messenger');
  const pane = useRef<HTMLDivElement>(null);
  const messages = content.messages;
  const [size, setSize] = useState(WINDOW);
  const older = useLoadOlder(channelId);
  const receipts = useMemo(() => receiptsOf(messages), [messages]);
  // Fixed at the first render: reading the channel sets its unread count to 0 straight after.
  const [unreadFrom] = useState(() => firstUnreadId(messages, unreadOnOpen));
  const firstUnreadIndex = unreadFrom === null ? -1 : messages.findIndex((message) => message.id === unreadFrom);
  const windowSize = Math.max(size, firstUnreadIndex < 0 ? 0 : messages.length - firstUnreadIndex);
  const shown = messages.slice(-windowSize);
  const hiddenHeld = messages.length - shown.length;

  const newest = pending.at(-1)?.clientId ?? messages.at(-1)?.id ?? null;
  const stick = useStickToBottom(pane, {
    key: newest,
    own: pending.length > 0 || messages.at(-1)?.senderType === 'guest',
    total: messages.length + pending.length,
  });

  // Opening: at the first unread message, else at the end.
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const target = element.querySelector<HTMLElement>('[data-testid="messenger-unread-from"]');
    if (target) element.scrollTop = target.offsetTop - element.offsetTop;
    else element.scrollTop = element.scrollHeight;
    // Once per conversation (the conversation is keyed by channel): unreadFrom is fixed at the first render.
  }, [unreadFrom]);

  // Older messages go in above without moving what the guest reads.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const firstShown = shown[0]?.id;
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element || !anchor.current) return;
    element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
    anchor.current = null;
  }, [firstShown]);

  const canShowOlder = hiddenHeld > 0 || (content.hasMore && messages.length > 0);
  const showOlder = () => {
    const element = pane.current;
    if (older.isPending || !canShowOlder) return;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    if (hiddenHeld > 0) setSize(windowSize + OLDER_PAGE);
    else older.mutate(messages[0]!.id, { onSuccess: (page) => setSize(windowSize + page.messages.length) });
  };
  const onScroll = () => {
    stick.onScroll();
    const element = pane.current;
    if (!element) return;
    if (element.scrollTop <= NEAR_TOP_PX) showOlder();
    else if (stick.atBottom && size > WINDOW && element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_TOP_PX) setSize(WINDOW);
  };

  return (
    <div css={{ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <div
        ref={pane}
        data-testid="messenger-messages-pane"
        onScroll={onScroll}
        css={(theme) => ({ height: 'clamp(280px, 58vh, 720px)', overflowY: 'auto', overscrollBehavior: 'contain', paddingRight: theme.space(1) })}
      >
        {canShowOlder && (
          <Button variant="ghost" data-testid="messenger-older" disabled={older.isPending} onClick={showOlder} css={{ display: 'block', margin: '0 auto' }}>
            {t('messenger.conversation.older')}
          </Button>
        )}
        <ol aria-label={t('messenger.messages')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) })}>
          {shown.map((message) => (
            <Fragment key={message.id}>
              {message.id === unreadFrom && (
                <li data-testid="messenger-unread-from" css={(theme) => ({ textAlign: 'center', fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
                  {t('messenger.conversation.unreadFrom')}
                </li>
              )}
              <MessageItem message={message} footer={receipts.has(message.id) ? <ReadTick receipt={receipts.get(message.id)!} /> : null} />
            </Fragment>
          ))}
          {pending.map((message) => (
            <MessageItem key={message.clientId} message={{ senderType: 'guest', messageType: pendingType(message), text: message.text }} previewUrl={message.previewUrl} pending={!message.refused} refused={message.refused} />
          ))}
        </ol>
      </div>
      {stick.newCount > 0 && (
        <Button data-testid="messenger-jump" onClick={stick.toBottom} css={(theme) => ({ position: 'absolute', bottom: theme.space(2), left: '50%', transform: 'translateX(-50%)' })}>
          {t('messenger.conversation.newMessages', { count: stick.newCount })}
        </Button>
      )}
    </div>
  );
}
