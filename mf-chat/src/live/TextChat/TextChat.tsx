import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, usePlatform, visuallyHidden } from '@vx/shared';
import { systemMessageKey } from '../systemMessages';
import type { ShownMessage } from './useChatMessages';

/** The longest message the composer takes (the socket's limit is 4000). */
export const MESSAGE_MAX_LENGTH = 500;

const SYSTEM_TYPES = new Set(['chat_start', 'chat_end', 'voyeur_info', 'charge_success', 'charge_failure', 'system']);

function Message({ message, actorName }: { message: ShownMessage; actorName: string }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const system = message.senderType === 'system' || SYSTEM_TYPES.has(message.messageType);
  const own = message.senderType === 'guest';
  const sender = own ? t('live.chat.you') : message.senderType === 'actor' ? actorName : null;
  const amount = message.amount !== null && message.amount > 0 ? formatMoney(message.amount, 'VXC', language) : null;
  const label =
    message.messageType === 'gift' ? t('live.chat.gift', { amount: amount ?? '' }) : message.messageType === 'dildocontrol' ? t('live.chat.toy', { amount: amount ?? '' }) : null;
  const systemKey = message.senderType === 'system' ? systemMessageKey(message.text) : null;
  return (
    <li
      data-testid="chat-message"
      data-sender={message.senderType}
      css={(theme) => ({
        maxWidth: '85%',
        alignSelf: system ? 'center' : own ? 'flex-end' : 'flex-start',
        padding: system ? '2px 8px' : '6px 10px',
        borderRadius: theme.radius,
        background: system ? 'transparent' : own ? theme.colors.primary : theme.colors.surfaceRaised,
        color: system ? theme.colors.textMuted : own ? theme.colors.primaryText : theme.colors.text,
        fontSize: system ? theme.fontSize.caption : theme.fontSize.body,
        fontStyle: system ? 'italic' : 'normal',
        opacity: message.pending ? 0.75 : 1,
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
      })}
    >
      {sender && <span css={visuallyHidden}>{sender}: </span>}
      {!own && sender && (
        <span aria-hidden="true" css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption, fontWeight: 700, color: theme.colors.textMuted })}>
          {sender}
        </span>
      )}
      {label && !systemKey && <span css={{ fontWeight: 700 }}>{label} </span>}
      {/* Text from the server or the guest is text: React escapes it; nothing here is HTML. */}
      {systemKey ? t(systemKey, { amount: amount ?? '' }) : message.text}
    </li>
  );
}

interface Props {
  messages: ShownMessage[];
  actorName: string;
  /** false: a voyeur watches only; the composer says why it is off. */
  canWrite: boolean;
  /** Why writing is off where it is not the voyeur's rule (free text time over). */
  closedReason?: string | null;
  onSend: (text: string) => void;
}

/** The session's text chat: the messages as a live log, and the composer (or why there is none). */
export function TextChat({ messages, actorName, canWrite, closedReason = null, onSend }: Props) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const stuck = useRef(true);
  const open = canWrite && closedReason === null;

  // Keep the newest message in view, unless the guest has scrolled up to read.
  useEffect(() => {
    const list = listRef.current;
    if (list && stuck.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!open || !message) return;
    onSend(message);
    setText('');
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <ol
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('live.chat.messages')}
        onScroll={(event) => {
          const list = event.currentTarget;
          stuck.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
        }}
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: theme.space(2),
          flex: '1 1 auto',
          minHeight: 120,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space(1.5),
        })}
      >
        {messages.length === 0 && (
          <li css={(theme) => ({ alignSelf: 'center', color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('live.chat.empty', { name: actorName })}</li>
        )}
        {messages.map((message) => (
          <Message key={message.messageId} message={message} actorName={actorName} />
        ))}
      </ol>
      <form
        data-testid="chat-composer"
        onSubmit={submit}
        css={(theme) => ({ display: 'flex', gap: theme.space(2), padding: theme.space(2), borderTop: `1px solid ${theme.colors.border}` })}
      >
        <label htmlFor={`${id}-text`} css={visuallyHidden}>
          {t('live.chat.label', { name: actorName })}
        </label>
        <input
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={!open}
          aria-describedby={open ? undefined : `${id}-closed`}
          placeholder={open ? t('live.chat.placeholder') : undefined}
          autoComplete="off"
          enterKeyHint="send"
          css={(theme) => ({
            flex: '1 1 auto',
            minWidth: 0,
            minHeight: 44,
            padding: '0 12px',
            font: 'inherit',
            borderRadius: theme.radius,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surfaceRaised,
            color: theme.colors.text,
          })}
        />
        <Button type="submit" disabled={!open || text.trim() === ''} css={{ minHeight: 44 }}>
          {t('live.chat.send')}
        </Button>
      </form>
      {!open && (
        <p id={`${id}-closed`} data-testid="composer-closed" css={(theme) => ({ margin: 0, padding: `0 ${theme.space(2)}px ${theme.space(2)}px`, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
          {closedReason ?? t('live.chat.voyeurReadOnly')}
        </p>
      )}
    </div>
  );
}
