import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, LoadError, mq, Skeleton } from '@vx/shared';
import { useMessages } from '../../queries/messages';
import { useSendMessage } from '../../queries/sendMessage';
import type { MessengerChannel as Channel } from '@vx/shared';
import { ChannelActions } from './ChannelActions';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useTyping } from './useTyping';

interface Props {
  channel: Channel;
  /** Back to the list, on phones where one pane shows at a time. */
  onBack: () => void;
  /** The channel was archived or blocked (or that undone) from here. */
  onChanged: ComponentProps<typeof ChannelActions>['onChanged'];
  /** The channel's unread count when the guest opened it (it is read at once): the view opens at the first unread. */
  unreadOnOpen?: number;
}

/** The selected channel: its messages, the guest's pending ones after them, and the composer. */
export function Conversation({ channel, onBack, onChanged, unreadOnOpen = 0 }: Props) {
  const { t } = useTranslation('messenger');
  const messages = useMessages(channel.id);
  const { pending, send } = useSendMessage(channel.id);
  const typing = useTyping(channel.id);
  return (
    <section aria-labelledby="messenger-conversation-title" css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), marginBottom: theme.space(2) })}>
        <Button variant="ghost" data-testid="messenger-back" onClick={onBack} css={{ [mq.md]: { display: 'none' } }}>
          {t('messenger.back')}
        </Button>
        <Heading level={2} size="subsection" id="messenger-conversation-title">
          {channel.actorName}
        </Heading>
        <ChannelActions channel={channel} onChanged={onChanged} />
      </div>
      {messages.isError && <LoadError message={t('messenger.messagesError')} retry={() => void messages.refetch()} />}
      {messages.isPending && !messages.isError ? (
        <div aria-busy="true">
          <Skeleton height={120} />
        </div>
      ) : (
        messages.data && <MessageList channelId={channel.id} content={messages.data} pending={pending} unreadOnOpen={unreadOnOpen} />
      )}
      <p aria-live="polite" data-testid="messenger-typing" css={(theme) => ({ minHeight: '1.5em', margin: 0, fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
        {typing ? t('messenger.conversation.typing', { name: channel.actorName }) : null}
      </p>
      <Composer channel={channel} onSend={send} />
    </section>
  );
}
