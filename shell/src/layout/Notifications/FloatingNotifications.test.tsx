import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Notification } from '@vx/shared';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { notificationFixture as note } from './fixtures';
import { FLOATING_CARD_DURATION_MS } from './FloatingCard';
import { MAX_FLOATING_CARDS } from './FloatingCards';
import { FloatingNotifications } from './FloatingNotifications';

const push = (notifications: Notification[], removedIds: number[] = [], target: 'floating' | 'navbar' = 'floating') => ({
  type: 'notifications' as const,
  target,
  notifications,
  removedIds,
  markedAsReadIds: [],
});

describe('FloatingNotifications', () => {
  beforeAll(() => import('./FloatingCards'));

  it('requests the newest 5 floating notifications on login and shows the unseen ones, hidden types never', async () => {
    const view = renderWithPlatform(<FloatingNotifications />);
    expect(view.sent).toEqual([]);
    view.setGuest(loggedInGuest());
    expect(view.sent).toContainEqual({ type: 'requestNotifications', target: 'floating', newest: 5 });
    act(() => view.bus.emit(push([note(1), { ...note(2), unseen: false }, note(3, 14), note(4, 15)])));
    const list = await screen.findByTestId('floating-notifications');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Title 1')]);
  });

  it('adds and replaces pushed ones, deletes removed ids, ignores the navbar list', async () => {
    const view = renderWithPlatform(<FloatingNotifications />, { guest: loggedInGuest() });
    act(() => view.bus.emit(push([note(1), note(2)])));
    await screen.findByText('Title 2');
    act(() => view.bus.emit(push([{ ...note(1), title: 'Changed' }], [2])));
    expect(screen.getByText('Changed')).toBeTruthy();
    expect(screen.queryByText('Title 2')).toBeNull();
    act(() => view.bus.emit(push([note(3)], [], 'navbar')));
    expect(screen.queryByText('Title 3')).toBeNull();
  });

  it('closing one marks it seen; opening its link marks it read', async () => {
    const view = renderWithPlatform(<FloatingNotifications />, { guest: loggedInGuest() });
    act(() => view.bus.emit(push([note(1), { ...note(2), link: '/en/messenger/' }])));
    const first = (await screen.findByText('Title 1')).closest('li')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Close notification' }));
    expect(view.sent).toContainEqual({ type: 'markNotificationSeen', target: 'floating', notificationId: 1 });
    expect(screen.queryByText('Title 1')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'View' }));
    expect(view.sent).toContainEqual({ type: 'markNotificationRead', target: 'floating', notificationId: 2 });
    expect(view.location.pathname).toBe('/en/messenger/');
    expect(screen.queryByTestId('floating-notifications')).toBeNull();
  });
});

describe('FloatingNotifications auto-hide', () => {
  beforeAll(() => import('./FloatingCards'));
  afterEach(() => jest.useRealTimers());

  const showTwo = async () => {
    jest.useFakeTimers();
    const view = renderWithPlatform(<FloatingNotifications />, { guest: loggedInGuest() });
    act(() => view.bus.emit(push([note(1), { ...note(2), link: '/en/messenger/' }])));
    await screen.findByText('Title 2');
    return view;
  };

  it('hides the cards after a while without marking them seen', async () => {
    const view = await showTwo();
    act(() => jest.advanceTimersByTime(FLOATING_CARD_DURATION_MS));
    expect(screen.queryByText('Title 1')).toBeNull();
    expect(screen.queryByText('Title 2')).toBeNull();
    expect(view.sent).not.toContainEqual(expect.objectContaining({ type: 'markNotificationSeen' }));
  });

  it('keeps a hovered card, and one with keyboard focus, until the pointer or focus leaves', async () => {
    await showTwo();
    const first = screen.getByText('Title 1').closest('li')!;
    const second = screen.getByText('Title 2').closest('li')!;
    fireEvent.mouseEnter(first);
    act(() => screen.getByRole('link', { name: 'View' }).focus());
    act(() => jest.advanceTimersByTime(FLOATING_CARD_DURATION_MS * 3));
    expect(screen.getByText('Title 1')).toBeTruthy();
    expect(screen.getByText('Title 2')).toBeTruthy();

    // Tabbing from the link to the close button stays inside the card.
    act(() => within(second).getByRole('button', { name: 'Close notification' }).focus());
    act(() => jest.advanceTimersByTime(FLOATING_CARD_DURATION_MS));
    expect(screen.getByText('Title 2')).toBeTruthy();

    fireEvent.mouseLeave(first);
    act(() => jest.advanceTimersByTime(FLOATING_CARD_DURATION_MS));
    expect(screen.queryByText('Title 1')).toBeNull();
    expect(screen.getByText('Title 2')).toBeTruthy();
  });

  it('shows at most a few cards so they never reach the page actions', async () => {
    const view = renderWithPlatform(<FloatingNotifications />, { guest: loggedInGuest() });
    act(() => view.bus.emit(push([note(1), note(2), note(3), note(4), note(5)])));
    const list = await screen.findByTestId('floating-notifications');
    expect(within(list).getAllByRole('listitem')).toHaveLength(MAX_FLOATING_CARDS);
  });
});
