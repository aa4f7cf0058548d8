import { channelOf } from '../../testing/channels';
import { coinsOf, messageCost } from './messagePrice';

describe('messageCost', () => {
  it('spends free messages before coins', () => {
    expect(messageCost(channelOf(1, { freeMessagesAmount: 1, messagePrice: 3 }))).toEqual({ kind: 'freeLeft', count: 1 });
  });
  it('charges the channel price when no free message is left', () => {
    expect(messageCost(channelOf(1, { freeMessagesAmount: 0, messagePrice: 3 }))).toEqual({ kind: 'coins', coins: 3 });
  });
  it('is free when messaging is free or the price is 0', () => {
    expect(messageCost(channelOf(1, { isMessagingFree: true }))).toEqual({ kind: 'free' });
    expect(messageCost(channelOf(1, { messagePrice: 0 }))).toEqual({ kind: 'free' });
  });
  it('charges coins only for a paid message', () => {
    expect(coinsOf({ kind: 'coins', coins: 3 })).toBe(3);
    expect(coinsOf({ kind: 'freeLeft', count: 2 })).toBe(0);
    expect(coinsOf({ kind: 'free' })).toBe(0);
  });
});
