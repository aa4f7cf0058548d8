import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messengerChannelSchema, useBusEvent, usePlatform, type MessengerChannel as Channel } from '@vx/shared';
import { channelAfterMessage } from './channelPatch';

/** The guest's channel with an actor (spec 001 §7.2 messenger/channel/actor/{actorId}), for a conversation open by actor. */
export const channelByActorKey = (guestId: number | null, actorId: number) => ['messengerChannelByActor', guestId, actorId] as const;

export function useChannelByActor(actorId: number | null) {
  const { rest, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  // The open conversation's channel follows its messages as the list does: the composer's price and free messages stay right.
  useBusEvent('messengerMessage', ({ message }) =>
    client.setQueryData<Channel>(channelByActorKey(guestId, actorId ?? 0), (channel) =>
      channel && channel.id === message.channelId && (channel.lastMessageId === null || channel.lastMessageId < message.id)
        ? channelAfterMessage(channel, message, channel.id)
        : channel,
    ),
  );
  return useQuery({
    queryKey: channelByActorKey(guestId, actorId ?? 0),
    queryFn: () => rest.call(`messenger/channel/actor/${actorId}`, { schema: messengerChannelSchema }),
    enabled: guest.isLoggedIn && actorId !== null,
  });
}

/** Keeps a channel the server just answered as the actor's, so reselecting by actor shows it at once. */
export function useHoldChannelByActor() {
  const { guest } = usePlatform();
  const client = useQueryClient();
  return (channel: Channel) => client.setQueryData(channelByActorKey(guest.isLoggedIn ? guest.id : null, channel.actorId), channel);
}
