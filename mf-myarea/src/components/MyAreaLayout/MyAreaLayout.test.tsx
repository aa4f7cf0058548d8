import { fireEvent, screen } from '@testing-library/react';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MyAreaLayout } from './MyAreaLayout';

const page = (
  <MyAreaLayout title="My page">
    <p>own content</p>
  </MyAreaLayout>
);

describe('MyAreaLayout', () => {
  it('asks a visitor to log in once and shows the page after the login, on the same URL', () => {
    const view = renderWithPlatform(page, { route: '/en/myvisitx/chats/' });
    expect(view.openFlow).toHaveBeenCalledTimes(1);
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(screen.queryByText('own content')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(view.openFlow).toHaveBeenCalledTimes(2);
    view.setGuest({ ...view.platform.guest, ...LOGGED_IN });
    expect(screen.getByText('own content')).toBeTruthy();
    expect(view.location.pathname).toBe('/en/myvisitx/chats/');
    expect(view.openFlow).toHaveBeenCalledTimes(2);
  });

  it('links every MyVisitX route the brand composes and marks the current one', () => {
    renderWithPlatform(page, { route: '/de/myvisitx/chats/', guest: LOGGED_IN });
    const nav = screen.getByRole('navigation', { name: 'MyVisitX' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Übersicht', 'Profil', 'Mediathek', 'Fotos', 'Lieblings-Cams', 'Vorteile', 'Glücksrad', 'Meine Chats',
    ]);
    expect(links[0].getAttribute('href')).toBe('/de/myvisitx/');
    expect(links[7].getAttribute('aria-current')).toBe('page');
    expect(links[0].getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My page' })).toBeTruthy();
  });

  it('leaves out routes the brand does not compose', () => {
    renderWithPlatform(page, { guest: LOGGED_IN, routeNames: ['myvisitx', 'myvisitxChats'] });
    const nav = screen.getByRole('navigation', { name: 'MyVisitX' });
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['Overview', 'My chats']);
  });
});
