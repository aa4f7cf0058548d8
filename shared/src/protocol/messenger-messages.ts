import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { chatGiftSchema } from './livechat';

/**
 * The messenger's messages and gifts (spec 000 §3 "Message types", "Gift"; spec 001 §7.3, §7.4), shared
 * by the server and mf-messenger so the contract cannot drift.
 */

/** Every message type of spec 000 §3; the toy-control variants are the dildocontrol_* ones. */
export const MESSENGER_MESSAGE_TYPES = [
  'gift',
  'new_gift',
  'image',
  'system',
  'text',
  'notification',
  'image_sent',
  'image_received',
  'charge_success',
  'charge_failure',
  'chat_start',
  'chat_end',
  'voyeur_info',
  'dildocontrol',
  'dildocontrol_start',
  'dildocontrol_end',
] as const;
export type MessengerMessageType = (typeof MESSENGER_MESSAGE_TYPES)[number];

/** Types a guest sends over the socket with isVideochat false ('image': data is the uploaded image's id). */
export const GUEST_SENDABLE_TYPES = ['text', 'gift', 'dildocontrol', 'image'] as const;

/** What a guest may upload as a messenger image (POST messenger/channel/{channelId}/image), and its largest size. */
export const MESSENGER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_MESSENGER_IMAGE_BYTES = 5 * 1024 * 1024;

/** Longest messenger text, in characters (code points); the spec leaves the bound open ("not shown"). */
export const MAX_MESSENGER_TEXT_LENGTH = 1000;
/** Page size of messengerContent (messages of a channel), and its upper bound. */
export const MESSENGER_CONTENT_PAGE = 50;
export const MESSENGER_CONTENT_MAX = 200;

const id = z.int().check(z.positive());
const includedGift = z.object({ giftId: id, quantity: z.int().check(z.gte(1), z.lte(99)) });

/**
 * The picture of an image message: REST paths (under /rest/v1/, login required: fetch them with the
 * guest's token). An actor's picture for a guest who is not age-verified is censored: no paths.
 */
export const messengerImageSchema = z.object({
  thumbnailUrl: z.nullable(z.string()),
  url: z.nullable(z.string()),
  censored: z.boolean(),
});
export type MessengerImage = z.infer<typeof messengerImageSchema>;

export const messengerMessageSchema = z.object({
  /** The sequence id: a channel's messages in order, and the "since" of a reconnecting client. */
  id,
  channelId: id,
  senderType: z.enum(['actor', 'guest', 'system']),
  messageType: z.enum(MESSENGER_MESSAGE_TYPES),
  /** Plain text; clients render it as text, never as HTML. */
  text: z.string(),
  gifts: z.array(includedGift),
  toyControlId: z.nullable(id),
  /** The picture of an image_sent or image_received message; null for every other type. */
  image: z.nullable(messengerImageSchema),
  /** Coins charged for the message (0 when free). */
  price: z.int().check(z.gte(0)),
  /** The sending client's id (guest messages only), to match the confirmation to the pending message. */
  clientId: z.nullable(z.string()),
  created: z.string(),
});
export type MessengerMessage = z.infer<typeof messengerMessageSchema>;

/** Why a messenger send was refused; nothing was stored or charged. */
export const MESSENGER_SEND_REFUSALS = [
  'channel_not_found',
  'message_empty',
  'message_too_long',
  'message_type_not_supported',
  'gift_not_available',
  'toy_control_not_available',
  /** An image id not uploaded by the guest into this channel, or already sent. */
  'image_not_available',
  'insufficient_balance',
  'guest_locked',
] as const;
export type MessengerSendRefusal = (typeof MESSENGER_SEND_REFUSALS)[number];

/**
 * messengerContent: a page of a channel's messages, oldest first, and whether more exist in the paging
 * direction. The query (POST /vxql?language=xx, login token; a channel not the guest's answers
 * `messengerContent: null` with the error 'Channel not found', a visitor 'Login required', bad
 * arguments 'Invalid arguments: …'):
 *
 *   query MessengerContent($channelId: Int!, $beforeId: Int, $sinceId: Int, $limit: Int) {
 *     messengerContent(channelId: $channelId, beforeId: $beforeId, sinceId: $sinceId, limit: $limit) {
 *       channelId hasMore
 *       messages { id channelId senderType messageType text gifts { giftId quantity } toyControlId image { thumbnailUrl url censored } price clientId created }
 *     }
 *   }
 *
 * Neither id: the newest page. beforeId: the page before it (paging back; hasMore: older ones exist).
 * sinceId: what came after the newest message the client has (a reconnect; hasMore: call again with
 * the last id). Not both. limit 1–MESSENGER_CONTENT_MAX, default MESSENGER_CONTENT_PAGE.
 */
export const messengerContentSchema = z.object({
  channelId: id,
  messages: z.array(messengerMessageSchema),
  hasMore: z.boolean(),
});
export type MessengerContent = z.infer<typeof messengerContentSchema>;

/**
 * A messenger gift (spec 000 §3 Gift) with its names and values per language; name is in the request's
 * language. Active gifts only; VIP-only ones for a VIP guest only. Query (login token):
 *   { messengerGifts { id name price { value currency } imageUrl active vip categoryId translations { language name value } } }
 */
export const messengerGiftSchema = z.extend(chatGiftSchema, {
  translations: z.array(z.object({ language: z.enum(LANGUAGES), name: z.string(), value: z.int() })),
});
export type MessengerGift = z.infer<typeof messengerGiftSchema>;

/** The guest's bought, unsent gifts (quantity > 0). Query: `{ boughtMessengerGifts { giftId quantity } }`. */
export const boughtMessengerGiftSchema = z.object({ giftId: id, quantity: z.int().check(z.gte(0)) });
export type BoughtMessengerGift = z.infer<typeof boughtMessengerGiftSchema>;
