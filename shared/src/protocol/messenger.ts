import * as z from 'zod/mini';

/**
 * The messenger's channels (spec 000 §3 "Messenger: Channel", §4 "Messenger"; spec 001 §7.2
 * messenger/*, §7.3 channel events, §7.4 messengerChannels, unreadCount, touchMessengerChannel),
 * shared by the server and mf-messenger. The messages are in messenger-messages.ts.
 * server/docs/messenger.md says how the server fills every field.
 */

const int = z.int();
const count = int.check(z.gte(0));
const id = int.check(z.positive());

/** Channel filters of spec 000 §3 (newest is every channel that is neither archived nor blocked). */
export const CHANNEL_FILTERS = ['newest', 'archived', 'unread', 'blocked'] as const;
export type ChannelFilter = (typeof CHANNEL_FILTERS)[number];

/** What the messenger shows of an actor, with or without a channel of the guest's. */
const actorFields = {
  actorId: id,
  actorName: z.string(),
  actorAge: int,
  previewPictureUrl: z.string(),
  isActorOnline: z.boolean(),
  /** She runs a free show now (free-show start and stop set and clear it). */
  freeChat: z.boolean(),
  canVoyeurChat: z.boolean(),
  isVoyeurInSingleChatAllowed: z.boolean(),
  isDildocontrolAvailable: z.boolean(),
  /** Her video-chat price per minute, in coins. */
  multiChatPrice: count,
  /** Coins per message (the channel's, else what a new channel would take). */
  messagePrice: count,
  /** Messages the guest may still send for free. */
  freeMessagesAmount: count,
  /** The next message costs nothing (free messages left, or a price of 0). */
  isMessagingFree: z.boolean(),
};

/** A channel as the list and the channel calls answer it (spec 000 §3, plus unseen for the navbar badge). */
export const messengerChannelSchema = z.object({
  id,
  ...actorFields,
  subject: z.string(),
  unread: z.boolean(),
  unreadCount: count,
  /** Messages arrived since the guest last saw the messenger (set all channels seen clears it). */
  unseen: z.boolean(),
  archived: z.boolean(),
  blocked: z.boolean(),
  /** ISO time of the newest message, null for a channel without messages. */
  messageTimestamp: z.nullable(z.string()),
  /** ISO time the guest last opened the channel. */
  lastViewedTimestamp: z.nullable(z.string()),
  lastMessageId: z.nullable(id),
});
export type MessengerChannel = z.infer<typeof messengerChannelSchema>;

/** A page of the guest's channels: newest message first; total is the filter's count, unreadTotal over all channels. */
export const messengerChannelPageSchema = z.object({
  channels: z.array(messengerChannelSchema),
  total: count,
  unreadTotal: count,
});
export type MessengerChannelPage = z.infer<typeof messengerChannelPageSchema>;

/** messenger/actor/{actorId}: the actor as the messenger shows her, and the guest's channel with her if any. */
export const messengerActorSchema = z.object({ ...actorFields, channelId: z.nullable(id) });
export type MessengerActor = z.infer<typeof messengerActorSchema>;

/** messenger/recommendations: online actors only, as many as the grid or the slider shows. */
export const messengerRecommendationsSchema = z.object({ actors: z.array(messengerActorSchema) });
export type MessengerRecommendations = z.infer<typeof messengerRecommendationsSchema>;

/** messenger/channel/{channelId}/archive and …/block: the channel after the change. */
export const messengerChannelAnswerSchema = z.object({ channel: messengerChannelSchema });
