import { screen } from '@testing-library/react';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ChatsPage from './ChatsPage';

describe('ChatsPage', () => {
  it('shows mf-chat’s chat history, lent as a widget, to a logged-in guest', () => {
    const view = renderWithPlatform(<ChatsPage />, { route: '/de/myvisitx/chats/', guest: LOGGED_IN });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Chats' })).toBeTruthy();
    expect(view.platform.loadFeature).toHaveBeenCalledWith('mf_chat', false);
    expect(document.title).toContain('Meine Chats');
  });

  it('loads nothing for a visitor and asks for the login', () => {
    const view = renderWithPlatform(<ChatsPage />, { route: '/en/myvisitx/chats/' });
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(view.platform.loadFeature).not.toHaveBeenCalled();
  });
});
