import type { Notification } from '@vx/shared';
import { notificationFixture as note } from './fixtures';
import { initialNotifications, notificationsReducer, type NotificationsState } from './notificationsReducer';

const receive = (
  state: NotificationsState,
  notifications: Notification[],
  removedIds: number[] = [],
  markedAsReadIds: number[] = [],
) => notificationsReducer(state, { type: 'received', event: { notifications, removedIds, markedAsReadIds } });

describe('notificationsReducer', () => {
  it('keeps the newest 5, newest first', () => {
    const state = receive(initialNotifications, [1, 2, 3, 4, 5, 6, 7].map((id) => note(id)));
    expect(state.items.map((n) => n.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('adds pushed notifications and replaces those with a known id', () => {
    let state = receive(initialNotifications, [note(1), note(2)]);
    state = receive(state, [{ ...note(1), title: 'changed' }, note(3)]);
    expect(state.items.map((n) => [n.id, n.title])).toEqual([
      [3, 'Title 3'],
      [2, 'Title 2'],
      [1, 'changed'],
    ]);
  });

  it('deletes removed ids', () => {
    let state = receive(initialNotifications, [note(1), note(2)]);
    state = receive(state, [], [1]);
    expect(state.items.map((n) => n.id)).toEqual([2]);
  });

  it('never shows hidden types (6, 7, 13, 14, 15, 22)', () => {
    const state = receive(initialNotifications, [note(1, 6), note(2, 7), note(3, 13), note(4, 22), note(5, 3)]);
    expect(state.items.map((n) => n.id)).toEqual([5]);
  });

  it('clears the unread flag of marked ids', () => {
    let state = receive(initialNotifications, [note(1), note(2)]);
    state = receive(state, [], [], [2]);
    expect(state.items.find((n) => n.id === 2)?.unread).toBe(false);
    expect(state.items.find((n) => n.id === 1)?.unread).toBe(true);
  });

  it('marks seen and read locally, and resets on logout', () => {
    let state = receive(initialNotifications, [note(1), note(2)]);
    state = notificationsReducer(state, { type: 'seen', ids: [1, 2] });
    expect(state.items.every((n) => !n.unseen && n.unread)).toBe(true);
    state = notificationsReducer(state, { type: 'read', id: 1 });
    expect(state.items.find((n) => n.id === 1)?.unread).toBe(false);
    expect(notificationsReducer(state, { type: 'reset' }).items).toEqual([]);
  });
});
