import { act, screen, waitFor } from '@testing-library/react';
import { visitorGuest } from '@vx/shared';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { messengerBrand } from './messengerBrand';
import { MessagesLink } from './MessagesLink';

/** Logs in after the service's answers are set up, so the first query gets them. */
function loggedInWith(counts: number[]) {
  const view = renderWithPlatform(<MessagesLink />, { brand: messengerBrand });
  const request = view.platform.vxql.request as jest.Mock;
  counts.forEach((unreadCount) => request.mockResolvedValueOnce({ unreadCount }));
  view.setGuest(loggedInGuest());
  return { view, request };
}

describe('MessagesLink', () => {
  it('links to the messenger with the unread count of the query service', async () => {
    const { request } = loggedInWith([3]);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/en/messenger/');
    expect(screen.getByTestId('messages-badge').textContent).toBe('3');
    expect(request).toHaveBeenCalledWith('{ unreadCount }', {}, expect.anything());
  });

  it.each(['messengerMessage', 'messengerContentChange', 'allChannelsSeen'] as const)('follows the messenger live: %s asks again', async (type) => {
    const { view, request } = loggedInWith([1, 0]);
    await screen.findByRole('link', { name: 'Messages, 1 unread' });
    const event =
      type === 'messengerMessage'
        ? { type, message: {} as never }
        : type === 'messengerContentChange'
          ? { type, channelId: 4 }
          : { type };
    act(() => view.bus.emit(event as never));
    await screen.findByRole('link', { name: 'Messages' });
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for visitors and after logout shows no count', async () => {
    const { view, request } = loggedInWith([2]);
    await screen.findByTestId('messages-badge');
    view.setGuest(visitorGuest('en'));
    await waitFor(() => expect(screen.queryByTestId('messages-badge')).toBeNull());
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is left out when the brand does not compose the messenger', () => {
    renderWithPlatform(<MessagesLink />, { guest: loggedInGuest() });
    expect(screen.queryByTestId('navbar-messages')).toBeNull();
  });
});
