import { messageOf } from '../../testing/channels';
import { firstUnreadId, receiptsOf } from './readState';

const guest = (id: number) => messageOf(id, 1, { senderType: 'guest' });
const actor = (id: number) => messageOf(id, 1);

describe('read ticks', () => {
  it('marks the guest’s messages before her last answer read, the later ones sent', () => {
    expect([...receiptsOf([guest(1), actor(2), guest(3), guest(4)])]).toEqual([
      [1, 'read'],
      [3, 'sent'],
      [4, 'sent'],
    ]);
  });

  it('gives no tick to her messages', () => {
    expect(receiptsOf([actor(1)]).size).toBe(0);
  });
});

describe('first unread message', () => {
  it('is the earliest of her last `unread` messages', () => {
    expect(firstUnreadId([actor(1), guest(2), actor(3), actor(4)], 2)).toBe(3);
  });

  it('is none without unread, and her first one when more are unread than held', () => {
    expect(firstUnreadId([actor(1)], 0)).toBeNull();
    expect(firstUnreadId([guest(1), actor(2), actor(3)], 9)).toBe(2);
  });
});
