import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container, mq, PageHeader, useBusEvent, useDocumentTitle, usePlatform, type ChannelFilter, type MessengerChannel as Channel } from '@vx/shared';
import { ChannelList } from '../../components/ChannelList/ChannelList';
import { Conversation } from '../../components/Conversation/Conversation';
import { Recommendations } from '../../components/Recommendations/Recommendations';
import { useChannelByActor, useHoldChannelByActor } from '../../queries/channelByActor';
import { useChannels, useSeeAllChannels, type ChannelChange } from '../../queries/channels';
import { useCatchUpAfterReconnect, useTouchChannel } from '../../queries/messages';
import { useMessengerSelection } from './useMessengerSelection';

/**
 * /messenger/ (spec 000 §2): the channel list and the conversation side by side on wide screens;
 * on phones one pane at a time, the list until a channel is chosen.
 */
export default function MessengerPage() {
  const { t } = useTranslation('messenger');
  const { guest, openFlow } = usePlatform();
  useDocumentTitle(t('messenger.title'));
  const [filter, setFilter] = useState<ChannelFilter>('newest');
  const [onlineOnly, setOnlineOnly] = useState(false);
  const [pages, setPages] = useState(1);
  const { selectedId, actorId, remembered, rememberedActor, select, selectActor } = useMessengerSelection();
  // A conversation open by actor selects no channel of the list.
  const byActor = actorId ?? (selectedId === null ? rememberedActor : null);
  const shownId = byActor === null ? (selectedId ?? remembered) : null;
  const list = useChannels(filter, onlineOnly, pages, shownId);
  useSeeAllChannels();
  useCatchUpAfterReconnect();
  const touch = useTouchChannel();
  const actorChannel = useChannelByActor(byActor);
  const holdByActor = useHoldChannelByActor();
  const listed = list.channels.find((channel) => channel.id === shownId) ?? null;
  const selected = byActor === null ? listed : (actorChannel.data ?? null);

  // The channel the guest opens, however it opens (chosen, by link, by actor from her profile), with its
  // unread count before reading it sets it to 0 (the unread jump). Noted while rendering when another
  // channel is shown (React's "previous props" pattern), so the touch that follows is no new opening.
  const openId = selected?.id ?? null;
  const [opened, setOpened] = useState<{ id: number | null; unread: number; read: boolean }>({ id: null, unread: 0, read: true });
  if (opened.id !== openId) setOpened({ id: openId, unread: selected?.unreadCount ?? 0, read: !selected || (selected.unreadCount === 0 && !selected.unread) });
  const { mutate: touchChannel } = touch;
  useEffect(() => {
    if (opened.id !== null && !opened.read) touchChannel(opened.id);
  }, [opened, touchChannel]);
  const choose = (channel: Channel) => select(channel.id);
  // Archiving the open channel keeps its conversation, by actor (spec 000 §4); the list loses it.
  const reselectByActor = (channel: Channel) => {
    holdByActor(channel);
    selectActor(channel.actorId);
  };
  const changed = (change: ChannelChange, channel: Channel) => {
    if (change === 'archive' && channel.archived && byActor === null) reselectByActor(channel);
    else select(null);
  };
  useBusEvent('channelArchived', (event) => {
    if (event.status && listed?.id === event.channelId) reselectByActor({ ...listed, archived: true });
  });
  // The open channel stays read: the server is told of each message of hers it shows.
  useBusEvent('messengerMessage', ({ message }) => {
    if (message.channelId === selected?.id && message.senderType !== 'guest') touch.mutate(message.channelId);
  });
  const changeFilter = (next: ChannelFilter) => {
    setFilter(next);
    setPages(1);
  };
  const changeOnline = (next: boolean) => {
    setOnlineOnly(next);
    setPages(1);
  };

  if (!guest.isLoggedIn) {
    return (
      <Container>
        <PageHeader title={t('messenger.title')} />
        <p>{t('messenger.loginRequired')}</p>
        <Button onClick={() => void openFlow('login')}>{t('messenger.login')}</Button>
      </Container>
    );
  }

  // Under md one pane shows: the conversation once one is chosen, else the list.
  const oneOf = (visible: boolean) => ({ display: visible ? 'flex' : 'none', [mq.md]: { display: 'flex' } });
  return (
    <Container>
      <PageHeader title={t('messenger.title')} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4), [mq.md]: { gridTemplateColumns: 'minmax(280px, 360px) 1fr' } })}>
        <div data-testid="messenger-list-pane" css={{ ...oneOf(selected === null), flexDirection: 'column', minWidth: 0 }}>
          <ChannelList
            list={list}
            filter={filter}
            onFilter={changeFilter}
            onlineOnly={onlineOnly}
            onOnlineOnly={changeOnline}
            onLoadMore={() => setPages((count) => count + 1)}
            selectedId={listed?.id ?? null}
            onSelect={choose}
          />
        </div>
        <div data-testid="messenger-conversation-pane" css={{ ...oneOf(selected !== null), flexDirection: 'column', minWidth: 0 }}>
          {selected ? (
            <>
              <Conversation
                key={selected.id}
                channel={selected}
                onBack={() => select(null)}
                onChanged={changed}
                unreadOnOpen={opened.unread}
              />
              {/* Under the composer, so the slider never pushes the newest messages out of view. */}
              <Recommendations currentActorId={selected.actorId} />
            </>
          ) : (
            <p>{t('messenger.selectChannel')}</p>
          )}
        </div>
      </div>
      {/* Without an open conversation (an empty list included) the grid shows under both panes, on phones too. */}
      {selected ? null : <Recommendations currentActorId={null} />}
    </Container>
  );
}
