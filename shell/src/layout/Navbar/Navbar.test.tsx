import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { visitorGuest } from '@vx/shared';
import { loggedInGuest, renderWithPlatform, testBrand } from '../../testing/renderWithPlatform';
import { notificationFixture as notification } from '../Notifications/fixtures';
import { messengerBrand } from './messengerBrand';
import { Navbar } from './Navbar';

describe('Navbar', () => {
  // The menus' panel is a lazy chunk: loading it (and compiling it, on first use under Jest) took over
  // findBy's second on a busy machine, so the test that opened a menu first failed now and then.
  beforeAll(() => Promise.all([import('./MenuPanel'), import('../Search/SearchOverlay')]));

  it('shows login and signup to visitors and opens their flows', () => {
    const view = renderWithPlatform(<Navbar />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(view.openFlow).toHaveBeenLastCalledWith('login');
    expect(new URLSearchParams(view.location.search).get('flow')).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(view.openFlow).toHaveBeenLastCalledWith('signup');
    expect(screen.queryByTestId('navbar-balance')).toBeNull();
  });

  it('links only to routes the brand composes', () => {
    renderWithPlatform(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cams' }).getAttribute('href')).toBe('/en/cams/');
    expect(within(nav).queryByRole('link', { name: 'Videos' })).toBeNull();
  });

  it('opens a menu with every section the brand composes and each category', async () => {
    const brand = {
      ...testBrand,
      remotes: [
        {
          ...testBrand.remotes[0],
          routes: {
            ...testBrand.remotes[0].routes,
            freeChat: { de: 'gratis-chat/', en: 'free-chat/', nl: 'gratis-chat/', es: 'chat-gratis/' },
            category: { de: 'kategorien/:categorySlug/', en: 'categories/:categorySlug/', nl: 'categorieen/:categorySlug/', es: 'categorias/:categorySlug/' },
          },
        },
      ],
    };
    renderWithPlatform(<Navbar />, { brand });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByTestId('navi-menu'));
    expect(menu.getByRole('link', { name: 'Free chat' }).getAttribute('href')).toBe('/en/free-chat/');
    expect(menu.getByRole('region', { name: 'Categories' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Couples' }).getAttribute('href')).toBe('/en/categories/couples/');
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Cams', 'Free chat', 'Girls', 'Men', 'Couples', 'Lesbians', 'Gays', 'Trans']);
  });

  it('shows the balance, a top-up button and logout for a logged-in guest', async () => {
    const view = renderWithPlatform(<Navbar />, { guest: loggedInGuest({ balanceFormatted: '1,234 VXC' }) });
    expect(screen.getByTestId('navbar-balance').textContent).toBe('1,234 VXC');
    fireEvent.click(screen.getByRole('button', { name: /Top up/ }));
    expect(view.openFlow).toHaveBeenLastCalledWith('moneycharge');
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    const logout = await screen.findByRole('button', { name: 'Log out' });
    await act(async () => {
      fireEvent.click(logout);
    });
    expect(view.session.logout).toHaveBeenCalled();
  });

  it('tells a guest with pinned favourites how many of them are online', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest({ pinnedFavouritesCount: 3, onlineFavouritesCount: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect((await screen.findByTestId('favourites-online')).textContent).toBe('♥ 2 of 3 favourites online');
  });

  it('names the running subscriptions in the account menu', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest({ isVip: true, hasTvAbo: true, isPremium: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    const list = screen.getByRole('list', { name: 'Your subscriptions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VIP member', 'TV subscriber']);
  });

  it('names no subscription to a guest without one', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    expect(screen.queryByTestId('account-subscriptions')).toBeNull();
  });

  it('says nothing of favourites to a guest without pins', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    expect(screen.queryByTestId('favourites-online')).toBeNull();
  });

  it('keeps one menu open at a time: opening one closes the others', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    const navi = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(navi);
    expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeTruthy();
    expect(navi.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Language' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.queryByRole('dialog', { name: 'Language' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'My account' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes a menu with its button again, with Escape and by clicking beside it', async () => {
    renderWithPlatform(<Navbar />);
    const language = screen.getByRole('button', { name: 'Language: English' });
    fireEvent.click(language);
    expect((await screen.findByRole('dialog', { name: 'Language' })).contains(document.activeElement)).toBe(true);
    fireEvent.click(language);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(language);
    await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(language));
    fireEvent.click(language);
    await screen.findByRole('dialog', { name: 'Language' });
    // The menu listens for a press beside it from the next task on, so the opening press is not one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the search as one of its menus: opening it closes another, opening another closes it', async () => {
    renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    const search = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    fireEvent.click(search);
    expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(search.getAttribute('aria-controls')).toBe(dialog.id);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('focuses the search field on opening and gives focus back to the search button on Escape', async () => {
    renderWithPlatform(<Navbar />);
    const search = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(search);
    const field = await screen.findByRole('combobox', { name: 'Search models, videos, series and the magazine' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('offers no search on a brand with no page it could lead to', () => {
    renderWithPlatform(<Navbar />, { brand: { ...testBrand, remotes: [] } });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('closes a menu when the URL changes, as a flow opening does', async () => {
    const view = renderWithPlatform(<Navbar />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('dialog', { name: 'Language' });
    act(() => {
      void view.openFlow('login');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the menus of the logged-in guest on logout: a new login finds them closed', async () => {
    const view = renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    view.setGuest(visitorGuest('en'));
    view.setGuest(loggedInGuest());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links every language to the same page in that language', async () => {
    renderWithPlatform(<Navbar />, { route: '/en/terms-of-service/?scrollTo=x' });
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByTestId('language-menu');
    expect(within(menu).getByRole('link', { name: /Deutsch/ }).getAttribute('href')).toBe('/de/agb/?scrollTo=x');
    expect(within(menu).getByRole('link', { name: /Español/ }).getAttribute('href')).toBe('/es/terminos-del-servicio/?scrollTo=x');
    expect(within(menu).getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('true');
  });

  it('requests the newest 5 notifications on login, shows them with an unseen badge and marks them on opening', async () => {
    const view = renderWithPlatform(<Navbar />);
    expect(view.sent).toEqual([]);
    view.setGuest(loggedInGuest());
    expect(view.sent).toContainEqual({ type: 'requestNotifications', target: 'navbar', newest: 5 });

    act(() =>
      view.bus.emit({
        type: 'notifications',
        target: 'navbar',
        notifications: [notification(1), notification(2), notification(3, 6)],
        removedIds: [],
        markedAsReadIds: [],
      }),
    );
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 new' }));
    const list = await screen.findByTestId('navbar-notifications');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Title 3')).toBeNull();
    expect(view.sent).toContainEqual({ type: 'markNotificationSeen', target: 'navbar', notificationId: 1 });
    expect(view.sent).toContainEqual({ type: 'markNotificationSeen', target: 'navbar', notificationId: 2 });
    expect(screen.queryByTestId('notifications-badge')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: /Title 2/ }));
    expect(view.sent).toContainEqual({ type: 'markNotificationRead', target: 'navbar', notificationId: 2 });
  });

  it('shows the messages link only to logged-in guests of a brand with the messenger', () => {
    const view = renderWithPlatform(<Navbar />, { brand: messengerBrand });
    expect(screen.queryByTestId('navbar-messages')).toBeNull();
    view.setGuest(loggedInGuest());
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/en/messenger/');
  });

  it('ignores floating notifications', () => {
    const view = renderWithPlatform(<Navbar />, { guest: loggedInGuest() });
    act(() =>
      view.bus.emit({ type: 'notifications', target: 'floating', notifications: [notification(1)], removedIds: [], markedAsReadIds: [] }),
    );
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });
});
