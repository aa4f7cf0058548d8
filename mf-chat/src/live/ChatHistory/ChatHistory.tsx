import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, Heading, QueryState, Skeleton, usePlatform, type ChatReceipt } from '@vx/shared';
import { HISTORY_PAGE_SIZE, useLiveChatHistory } from '../../queries/livechat';
import { formatDuration } from '../CostMeter/meter';

function Row({ session }: { session: ChatReceipt }) {
  const { t } = useTranslation('chat');
  const { language, hasRoute, href } = usePlatform();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(session.startedAt));
  const name = hasRoute('actorProfile') ? <Link to={href('actorProfile', { actorName: session.actorName.toLowerCase() })}>{session.actorName}</Link> : session.actorName;
  return (
    <li
      data-testid="chat-history-item"
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: `2px ${theme.space(3)}px`,
        padding: `${theme.space(2)}px 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <span css={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name} · {t(`live.kind.${session.kind}`)}
      </span>
      <span css={{ fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(session.price, 'VXC', language)}</span>
      <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
        <time dateTime={session.startedAt}>{when}</time>
      </span>
      <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small, textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
        {t('live.history.duration', { duration: formatDuration(session.durationSeconds) })}
      </span>
    </li>
  );
}

/**
 * The guest's past live chats (livechat/history), newest first, a page at a time. Built for the
 * personal area (MyVisitX); it needs a logged-in guest.
 */
export function ChatHistory() {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const history = useLiveChatHistory(offset);
  // A page's answer is rendered as a deferred value (docs/ARCHITECTURE.md): busy until it has it.
  const data = useDeferredValue(history.data);
  const busy = history.isPlaceholderData || data !== history.data;
  return (
    <section aria-labelledby={headingId} aria-busy={busy} data-testid="chat-history">
      <Heading level={2} size="subsection" id={headingId} css={{ marginBottom: 8 }}>
        {t('live.history.title')}
      </Heading>
      <QueryState
        query={{ ...history, data }}
        error={t('live.history.error')}
        loading={
          <div aria-busy="true" aria-label={t('live.history.loading')} css={{ display: 'grid', gap: 8 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
        }
      >
        {(page) =>
          page.sessions.length === 0 ? (
            <p css={{ margin: 0 }}>{t('live.history.empty')}</p>
          ) : (
            <>
              <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {page.sessions.map((session) => (
                  <Row key={session.chatId} session={session} />
                ))}
              </ol>
              <nav aria-label={t('live.history.pages')} css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2), marginTop: theme.space(3) })}>
                <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}>
                  {t('live.history.previous')}
                </Button>
                <span css={(theme) => ({ fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
                  {t('live.history.range', { from: offset + 1, to: offset + page.sessions.length, total: page.total })}
                </span>
                <Button variant="secondary" disabled={offset + HISTORY_PAGE_SIZE >= page.total} onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)}>
                  {t('live.history.next')}
                </Button>
              </nav>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** Lent to MyVisitX as the widget mf_chat/chatHistory (shared/src/contract/widget-registry.ts). */
export default ChatHistory;
