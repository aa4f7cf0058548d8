import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { favouriteActorSchema } from './cams';
import { chatMessageSchema, chatReceiptSchema, chatSessionSchema, toyQueueItemSchema } from './livechat';
import { CHANNEL_FILTERS, messengerChannelPageSchema } from './messenger';
import { MESSENGER_SEND_REFUSALS, messengerMessageSchema } from './messenger-messages';

/**
 * The realtime protocol (spec 001 §7.3). Every message is a JSON object with `type`, and the
 * client adds `accessToken` and `guestId`. Payload fields sit beside `type` so that a message
 * reads the same in logs, tests and the server. Server and client import these schemas: the
 * contract cannot drift between them.
 */

const id = z.int().check(z.positive());
const notificationTarget = z.enum(['navbar', 'floating']);
const favouriteKind = z.enum(['actor', 'album', 'sedcards', 'picture']);

const envelope = {
  accessToken: z.optional(z.string().check(z.maxLength(200))),
  guestId: z.optional(z.nullable(id)),
};

function outgoing<T extends string, S extends z.core.$ZodShape>(type: T, shape: S) {
  return z.object({ type: z.literal(type), ...envelope, ...shape });
}

export const outgoingMessageSchema = z.discriminatedUnion('type', [
  outgoing('requestSession', { language: z.enum(LANGUAGES) }),
  outgoing('ping', {}),
  outgoing('requestNotifications', { target: notificationTarget, newest: z.int().check(z.gte(1), z.lte(50)) }),
  outgoing('sendMessage', {
    channelId: id,
    messageType: z.string().check(z.minLength(1), z.maxLength(40)),
    senderType: z.enum(['guest']),
    isVideochat: z.boolean(),
    isFreechat: z.boolean(),
    data: z.string().check(z.maxLength(4000)),
    includedGifts: z.array(z.object({ giftId: id, quantity: z.int().check(z.gte(1), z.lte(99)) })).check(z.maxLength(20)),
    chatId: z.nullable(z.string().check(z.maxLength(80))),
    /** The client's id of the message: in a live chat, a paid gift or toy command is charged once per id. */
    messageId: z.optional(z.string().check(z.minLength(8), z.maxLength(64))),
  }),
  outgoing('setAllChannelsSeen', {}),
  outgoing('canOneClick', {}),
  outgoing('chargeOneClick', {
    amount: z.int().check(z.positive(), z.lte(100000)),
    channelId: z.nullable(id),
    /** Charged once per key; without one the server derives it from guest, amount and the current minute. */
    idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(64))),
  }),
  outgoing('markNotificationRead', { target: notificationTarget, notificationId: id }),
  outgoing('markNotificationSeen', { target: notificationTarget, notificationId: id }),
  outgoing('refreshEmailProperties', {}),
  outgoing('passwordChanged', {}),
  outgoing('sendSignupEmail', { email: z.string().check(z.maxLength(254)) }),
  outgoing('favouritePin', { kind: favouriteKind, actorId: id, albumId: z.optional(id), pictureId: z.optional(id) }),
  outgoing('favouriteUnpin', { kind: favouriteKind, actorId: id, albumId: z.optional(id), pictureId: z.optional(id) }),
  outgoing('setPinnedActorNotification', { actorId: id, channel: z.enum(['email', 'sms']), enabled: z.boolean() }),
  outgoing('loadChannels', { offset: z.int().check(z.gte(0)), limit: z.int().check(z.gte(1), z.lte(500)) }),
  outgoing('loadOnlineChannels', { online: z.boolean() }),
  outgoing('filterChannels', { filterType: z.enum(CHANNEL_FILTERS) }),
  outgoing('archiveChannel', { channelId: id, status: z.boolean() }),
  outgoing('removeStatusBar', { statusBarType: z.string().check(z.maxLength(40)) }),
  outgoing('requestFavouriteActors', {}),
]);

export type OutgoingMessage = z.infer<typeof outgoingMessageSchema>;
export type OutgoingType = OutgoingMessage['type'];
/** What a sender passes: the socket client adds the envelope. */
export type OutgoingPayload<T extends OutgoingType = OutgoingType> = T extends OutgoingType
  ? Omit<Extract<OutgoingMessage, { type: T }>, 'accessToken' | 'guestId'>
  : never;

function incoming<T extends string, S extends z.core.$ZodShape>(type: T, shape: S) {
  return z.object({ type: z.literal(type), ...shape });
}

const notification = z.object({
  id,
  type: z.int(),
  title: z.string(),
  text: z.string(),
  unread: z.boolean(),
  unseen: z.boolean(),
  created: z.string(),
  link: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notification>;

export const incomingEventSchema = z.discriminatedUnion('type', [
  incoming('sessionAcknowledge', { guestId: z.nullable(id) }),
  incoming('sessionExpired', {}),
  incoming('voicecallStart', { actorId: id }),
  incoming('voicecallStop', { actorId: id }),
  incoming('freeShowStart', { actorId: id, channelId: z.nullable(id) }),
  incoming('freeShowStop', { actorId: id, channelId: z.nullable(id) }),
  incoming('dataProtection', { show: z.boolean() }),
  /** The guest's pinned favourites changed, or one of them went online or offline. */
  incoming('favouriteCounts', { pinned: z.int().check(z.gte(0)), online: z.int().check(z.gte(0)) }),
  incoming('guestBalance', {
    guestBalance: z.int(),
    guestBalanceFormatted: z.string(),
    guestIsPayingCustomer: z.boolean(),
  }),
  incoming('vouchers', { vouchers: z.array(z.object({ id, type: z.int().check(z.gte(1), z.lte(10)), amount: z.number() })) }),
  incoming('avsSet', {}),
  incoming('avsPending', {}),
  incoming('avsRejected', { message: z.string() }),
  incoming('avsRevoked', {}),
  incoming('guestLocked', {}),
  incoming('vipAboUpdate', { vipAboStatus: z.boolean(), isStarted: z.boolean(), price: z.nullable(z.number()) }),
  incoming('tvAboUpdate', { vxtvAboStatus: z.boolean(), isStarted: z.boolean(), price: z.nullable(z.number()) }),
  incoming('canOneClickResult', {
    result: z.boolean(),
    config: z.record(z.string(), z.unknown()),
    amounts: z.array(z.number()),
    autoRechargeAllowed: z.boolean(),
    autoRechargeConfig: z.record(z.string(), z.unknown()),
    autoRechargeAmount: z.number(),
    isPaying: z.boolean(),
  }),
  incoming('notifications', {
    target: notificationTarget,
    notifications: z.array(notification),
    removedIds: z.array(id),
    markedAsReadIds: z.array(id),
  }),
  incoming('favouriteEvent', {
    kind: favouriteKind,
    actorId: id,
    albumId: z.optional(id),
    pictureId: z.optional(id),
    pinned: z.boolean(),
  }),
  /** The answer to requestFavouriteActors: the guest's pinned actors, newest pin first (at most 50). */
  incoming('favouriteActors', { actors: z.array(favouriteActorSchema) }),
  incoming('actorOnline', { actorId: id }),
  incoming('actorOffline', { actorId: id }),
  incoming('channelArchived', { channelId: id, status: z.boolean() }),
  incoming('allChannelsSeen', {}),
  incoming('pong', { ttl: z.int() }),
  incoming('pageReload', {}),
  incoming('guestEmailVerified', {}),
  /** Ours: the answer to refreshEmailProperties, the guest's address and one waiting for its confirmation link. */
  incoming('emailProperties', { email: z.string(), pendingEmail: z.nullable(z.string()) }),
  incoming('boughtGiftsUpdate', { boughtGifts: z.record(z.string(), z.int()) }),
  incoming('freeChatDurationChanged', { actorId: id, duration: z.int() }),
  incoming('clashOfCamsVoting', { challengeId: id, teamId: z.nullable(id) }),
  /** Ours: the voting-done event of spec 000 §4 Contest vote, emitted on the page's bus by mf-events after a counted vote (never sent by the server). */
  incoming('votingDone', { contestId: id, mediaId: id, voteCount: z.int().check(z.gte(0)) }),
  incoming('messengerContentChange', { channelId: id }),
  /**
   * Ours, not the spec's: the answer to load channels, load online channels and filter channels, a
   * page of the guest's channels under the socket's list state (filter, online only).
   */
  incoming('messengerChannels', {
    ...messengerChannelPageSchema.shape,
    offset: z.int().check(z.gte(0)),
    filter: z.enum(CHANNEL_FILTERS),
    online: z.boolean(),
  }),
  /** A new message of one of the guest's channels, to every socket of the guest (a guest's own send too). */
  incoming('messengerMessage', { message: messengerMessageSchema }),
  /** A messenger send (isVideochat false) is stored: the pending message of clientId is confirmed. */
  incoming('messengerMessageAck', { clientId: z.string(), messageId: id }),
  /** A messenger send was refused: nothing was stored or charged. */
  incoming('messengerMessageRefused', { clientId: z.nullable(z.string()), code: z.enum(MESSENGER_SEND_REFUSALS) }),
  /**
   * Ours, not the spec's: the actor of the channel is writing (the demo simulator sends it before its
   * reply); the messenger shows it until her message arrives or a few seconds pass.
   */
  incoming('messengerTyping', { channelId: id, actorId: id }),
  incoming('liveReaction', {
    referenceType: z.string(),
    referenceId: id,
    imageId: z.nullable(id),
    message: z.string(),
    data: z.string(),
  }),
  incoming('privateTicketShowInvitation', { actorName: z.string(), actorProfilePictureUrl: z.string(), actorId: id }),
  /** The spec's chat end (chatId, price, actorId, actorName, isVoyeur, isToyControl) with the rest of the receipt. */
  z.extend(chatReceiptSchema, { type: z.literal('chatEnd') }),
  /** The guest's running session changed: started, a minute billed, a top-up, a new stream grant. */
  incoming('liveChatState', { session: chatSessionSchema }),
  incoming('liveChatMessage', { message: chatMessageSchema }),
  incoming('liveChatToyQueue', { chatId: z.string(), queue: z.array(toyQueueItemSchema) }),
  incoming('loyaltyPointsChanged', { points: z.int() }),
  incoming('welcomeBonusRedeemed', {}),
  incoming('bonusCodeRedeemed', { code: z.string() }),
]);

export type IncomingEvent = z.infer<typeof incomingEventSchema>;
export type IncomingType = IncomingEvent['type'];
export type IncomingOf<T extends IncomingType> = Extract<IncomingEvent, { type: T }>;

/** Close codes of spec 001 §8. */
export const CLOSE_PROTOCOL_ERROR = 1002;
export const CLOSE_PONG_MISSING = 4000;
