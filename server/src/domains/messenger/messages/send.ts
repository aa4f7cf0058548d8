import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GUEST_SENDABLE_TYPES,
  MAX_MESSENGER_TEXT_LENGTH,
  priceGifts,
  type MessengerSendRefusal,
  type OutgoingMessage,
} from '@vx/shared/protocol';
import type { Tx } from '../../../db/helpers';
import { guests } from '../../guests/schema';
import { chatGifts, toyControls } from '../../livechat/schema';
import type { AppDeps, SocketContext } from '../../types';
import { pushBalance } from '../../wallet/notify';
import { purchase } from '../../wallet/service';
import { takeFreeMessage } from '../../rewards/spend-voucher';
import { pushVouchers } from '../../rewards/vouchers';
import { messengerBoughtGifts, messengerMessages, type MessengerMessageRow } from '../message-schema';
import { lockOwnChannel, noteMessage } from '../channels';
import { isUnsentImage } from '../images/store';
import { announceGuestSent } from './guest-sent';
import { messageByClientId, toMessengerMessage } from './store';

/**
 * A guest's messenger message (socket `sendMessage` with isVideochat false, docs/messenger.md
 * "Messages"). In one transaction, with the channel row locked: the channel is the guest's, the client
 * id is new, the price is paid through the wallet (free messages first; gifts by the gift rule), the
 * message is stored. Only then the sending socket gets its ack and every socket of the guest the
 * message. A resent client id acks the stored message again and changes nothing.
 */

type Deps = Pick<AppDeps, 'database' | 'hub'>;
type SendMessage = Extract<OutgoingMessage, { type: 'sendMessage' }>;
type Sendable = (typeof GUEST_SENDABLE_TYPES)[number];

type Outcome =
  | { kind: 'stored'; row: MessengerMessageRow; actorId: number; balance: number | null; giftsChanged: boolean; ageVerified: boolean; vouchersChanged: boolean }
  | { kind: 'replay'; row: MessengerMessageRow }
  | { kind: 'refused'; code: MessengerSendRefusal };

const isSendable = (type: string): type is Sendable => (GUEST_SENDABLE_TYPES as readonly string[]).includes(type);

/** Checks that need no database: the type, the text, a gift or toy to send. */
function invalidInput(message: SendMessage): MessengerSendRefusal | null {
  if (!isSendable(message.messageType)) return 'message_type_not_supported';
  if ([...message.data].length > MAX_MESSENGER_TEXT_LENGTH) return 'message_too_long';
  if (message.messageType === 'text' && message.data.trim().length === 0) return 'message_empty';
  if (message.messageType === 'gift' && message.includedGifts.length === 0) return 'gift_not_available';
  if (message.messageType === 'dildocontrol' && dataIdOf(message) === null) return 'toy_control_not_available';
  if (message.messageType === 'image' && dataIdOf(message) === null) return 'image_not_available';
  return null;
}

/** A toy-control message names the toy command's id as its data, an image message the uploaded image's id. */
function dataIdOf(message: SendMessage): number | null {
  const id = /^[1-9][0-9]{0,8}$/.test(message.data) ? Number(message.data) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

interface Priced {
  price: number;
  ownedUsed: Map<number, number>;
  usesFreeMessage: boolean;
  /** A messages voucher paid it (the `vouchers` event follows the commit). */
  usedVoucher?: boolean;
}

async function priceOf(
  tx: Tx,
  guestId: number,
  isVip: boolean,
  message: SendMessage,
  channel: { freeMessagesLeft: number; messagePrice: number; actorId: number },
): Promise<Priced | MessengerSendRefusal> {
  const type = message.messageType as Sendable;
  // A picture costs what a text costs (docs/messenger.md "Images").
  if (type === 'text' || type === 'image') {
    if (channel.freeMessagesLeft > 0) return { price: 0, ownedUsed: new Map(), usesFreeMessage: true };
    // The channel's free messages are gone: the guest's own (rewards) and a messages voucher pay before coins.
    const free = await takeFreeMessage(tx, guestId, channel.actorId);
    if (free) return { price: 0, ownedUsed: new Map(), usesFreeMessage: false, usedVoucher: free === 'voucher' };
    return { price: channel.messagePrice, ownedUsed: new Map(), usesFreeMessage: false };
  }
  if (type === 'dildocontrol') {
    const [toy] = await tx.select().from(toyControls).where(eq(toyControls.id, dataIdOf(message)!)).limit(1);
    if (!toy) return 'toy_control_not_available';
    return { price: toy.price, ownedUsed: new Map(), usesFreeMessage: false };
  }
  const ids = [...new Set(message.includedGifts.map((gift) => gift.giftId))];
  const gifts = await tx.select().from(chatGifts).where(inArray(chatGifts.id, ids));
  const offered = gifts.filter((gift) => gift.active && (!gift.vip || isVip));
  if (offered.length !== ids.length) return 'gift_not_available';
  const owned = await tx
    .select()
    .from(messengerBoughtGifts)
    .where(and(eq(messengerBoughtGifts.guestId, guestId), inArray(messengerBoughtGifts.giftId, ids)))
    .for('update');
  const pricing = priceGifts(
    message.includedGifts,
    new Map(offered.map((gift) => [gift.id, gift.price])),
    new Map(owned.map((row) => [row.giftId, row.quantity])),
  );
  return { ...pricing, usesFreeMessage: false };
}

async function storeSend(deps: Deps, guestId: number, message: SendMessage, clientId: string): Promise<Outcome> {
  return deps.database.db.transaction(async (tx): Promise<Outcome> => {
    const [guest] = await tx.select({ isLocked: guests.isLocked, isVip: guests.isVip, hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, guestId)).limit(1);
    if (!guest || guest.isLocked) return { kind: 'refused', code: 'guest_locked' };
    const channel = await lockOwnChannel(tx, guestId, message.channelId);
    if (!channel) return { kind: 'refused', code: 'channel_not_found' };
    // Under the channel lock, so two sockets resending one client id cannot both pass.
    const earlier = await messageByClientId(tx, guestId, clientId);
    if (earlier) return { kind: 'replay', row: earlier };
    const imageId = message.messageType === 'image' ? dataIdOf(message) : null;
    if (imageId !== null && !(await isUnsentImage(tx, guestId, channel.id, imageId))) return { kind: 'refused', code: 'image_not_available' };
    const priced = await priceOf(tx, guestId, guest.isVip, message, channel);
    if (typeof priced === 'string') return { kind: 'refused', code: priced };
    let balance: number | null = null;
    if (priced.price > 0) {
      const charged = await purchase(tx, {
        guestId,
        price: priced.price,
        kind: 'messenger.message',
        reference: `messenger:${channel.id}`,
        idempotencyKey: `messenger:${guestId}:msg:${clientId}`,
      });
      if (!charged.ok) return { kind: 'refused', code: 'insufficient_balance' };
      balance = charged.balance;
    }
    for (const [giftId, used] of priced.ownedUsed) {
      await tx
        .update(messengerBoughtGifts)
        .set({ quantity: sql`${messengerBoughtGifts.quantity} - ${used}` })
        .where(and(eq(messengerBoughtGifts.guestId, guestId), eq(messengerBoughtGifts.giftId, giftId)));
    }
    const [row] = await tx
      .insert(messengerMessages)
      .values({
        channelId: channel.id,
        guestId,
        senderType: 'guest',
        messageType: message.messageType === 'image' ? 'image_sent' : message.messageType,
        text: message.messageType === 'dildocontrol' || message.messageType === 'image' ? '' : message.data,
        gifts: message.messageType === 'gift' ? message.includedGifts : [],
        toyControlId: message.messageType === 'dildocontrol' ? dataIdOf(message) : null,
        imageId,
        price: priced.price,
        clientId,
      })
      .returning();
    await noteMessage(tx, channel.id, { id: row!.id, at: row!.createdAt, fromGuest: true, usedFreeMessage: priced.usesFreeMessage });
    return {
      kind: 'stored',
      row: row!,
      actorId: channel.actorId,
      balance,
      giftsChanged: priced.ownedUsed.size > 0,
      ageVerified: guest.hasAvs,
      vouchersChanged: priced.usedVoucher === true,
    };
  });
}

async function announce(deps: Deps, guestId: number, outcome: Extract<Outcome, { kind: 'stored' }>): Promise<void> {
  deps.hub.toGuest(guestId, { type: 'messengerMessage', message: toMessengerMessage(outcome.row, outcome.ageVerified) });
  if (outcome.giftsChanged) {
    const rows = await deps.database.db.select().from(messengerBoughtGifts).where(eq(messengerBoughtGifts.guestId, guestId));
    deps.hub.toGuest(guestId, { type: 'boughtGiftsUpdate', boughtGifts: Object.fromEntries(rows.map((row) => [String(row.giftId), row.quantity])) });
  }
  if (outcome.vouchersChanged) await pushVouchers(deps.database.db, deps.hub, guestId);
  if (outcome.balance === null) return;
  const [guest] = await deps.database.db
    .select({ isPayingCustomer: guests.isPayingCustomer, language: guests.language })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (guest) pushBalance(deps.hub, { guestId, balance: outcome.balance, isPayingCustomer: guest.isPayingCustomer, language: guest.language });
}

export async function handleMessengerMessage(deps: Deps, message: SendMessage, guestId: number, ctx: SocketContext): Promise<void> {
  // Without a client id the message cannot be deduplicated, but it is still stored once per send.
  const clientId = message.messageId ?? `server-${randomUUID()}`;
  const refuse = (code: MessengerSendRefusal) => ctx.send({ type: 'messengerMessageRefused', clientId: message.messageId ?? null, code });
  const invalid = invalidInput(message);
  if (invalid) return refuse(invalid);
  const outcome = await storeSend(deps, guestId, message, clientId);
  if (outcome.kind === 'refused') return refuse(outcome.code);
  ctx.send({ type: 'messengerMessageAck', clientId, messageId: outcome.row.id });
  if (outcome.kind !== 'stored') return;
  await announce(deps, guestId, outcome);
  announceGuestSent(deps.database.db, { guestId, actorId: outcome.actorId, row: outcome.row });
}
