import type { MessengerChannelPage } from '@vx/shared';
import { channelOf, messageOf } from '../testing/channels';
import { channelAfterMessage, pagesAfterMessage } from './channelPatch';

const page = (ids: number[]): MessengerChannelPage => ({ channels: ids.map((id) => channelOf(id, { lastMessageId: id })), total: 4, unreadTotal: 0 });
const ids = (pages: (MessengerChannelPage | undefined)[] | undefined) => pages?.map((one) => one?.channels.map((channel) => channel.id));

describe('channelAfterMessage', () => {
  const newer = messageOf(50, 1, { created: '2026-11-26T11:00:00.000Z' });

  it('counts an actor message unread and takes its time and id', () => {
    expect(channelAfterMessage(channelOf(1, { unreadCount: 2 }), newer, null)).toMatchObject({
      unread: true,
      unreadCount: 3,
      messageTimestamp: '2026-11-26T11:00:00.000Z',
      lastMessageId: 50,
    });
  });

  it('does not count a message of the open channel', () => {
    expect(channelAfterMessage(channelOf(1), newer, 1)).toMatchObject({ unread: false, unreadCount: 0, lastMessageId: 50 });
  });

  it("marks the channel read on the guest's own message", () => {
    expect(channelAfterMessage(channelOf(1, { unread: true, unreadCount: 2 }), messageOf(50, 1, { senderType: 'guest' }), null)).toMatchObject({ unread: false, unreadCount: 0 });
  });
});

describe("channelAfterMessage: the guest's free messages", () => {
  const text = messageOf(50, 1, { senderType: 'guest', messageType: 'text' });

  it('uses one free message per text, and the last one ends free messaging at a price', () => {
    expect(channelAfterMessage(channelOf(1, { freeMessagesAmount: 2, isMessagingFree: true, messagePrice: 5 }), text, 1)).toMatchObject({ freeMessagesAmount: 1, isMessagingFree: true });
    expect(channelAfterMessage(channelOf(1, { freeMessagesAmount: 1, isMessagingFree: true, messagePrice: 5 }), text, 1)).toMatchObject({ freeMessagesAmount: 0, isMessagingFree: false });
  });

  it('uses none for a gift, an actor message, or when none are left', () => {
    const channel = channelOf(1, { freeMessagesAmount: 2, isMessagingFree: true, messagePrice: 5 });
    expect(channelAfterMessage(channel, { ...text, messageType: 'gift' }, 1).freeMessagesAmount).toBe(2);
    expect(channelAfterMessage(channel, { ...text, senderType: 'actor' }, 1).freeMessagesAmount).toBe(2);
    expect(channelAfterMessage(channelOf(1, { freeMessagesAmount: 0, isMessagingFree: false, messagePrice: 5 }), text, 1)).toMatchObject({ freeMessagesAmount: 0, isMessagingFree: false });
  });
});

describe('pagesAfterMessage', () => {
  it('moves the channel to the top of the first page', () => {
    expect(ids(pagesAfterMessage([page([1, 2, 3])], messageOf(50, 3), null))).toEqual([[3, 1, 2]]);
  });

  it('moves a channel of a later page to the top of the first', () => {
    expect(ids(pagesAfterMessage([page([1, 2]), page([3, 4])], messageOf(50, 4), null))).toEqual([[4, 1, 2], [3]]);
  });

  it('patches in place when the first page is not loaded', () => {
    const patched = pagesAfterMessage([undefined, page([3, 4])], messageOf(50, 4), null);
    expect(ids(patched)).toEqual([undefined, [3, 4]]);
    expect(patched?.[1]?.channels[1].unreadCount).toBe(1);
  });

  it('counts a message once', () => {
    const pages = [page([1, 2])];
    const once = pagesAfterMessage(pages, messageOf(50, 2), null)!;
    expect(pagesAfterMessage(once, messageOf(50, 2), null)).toBe(once);
    expect(once[0]?.channels[0].unreadCount).toBe(1);
  });

  it('answers undefined for a channel no page holds', () => {
    expect(pagesAfterMessage([page([1, 2])], messageOf(50, 9), null)).toBeUndefined();
  });
});
