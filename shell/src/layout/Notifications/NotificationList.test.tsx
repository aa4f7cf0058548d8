import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { notificationFixture as note } from './fixtures';
import { NotificationList } from './NotificationList';

describe('NotificationList', () => {
  it('renders a web link as an href but never a javascript: link', () => {
    renderWithPlatform(
      <NotificationList
        items={[{ ...note(1), link: 'https://example.com/news' }, { ...note(2), link: 'javascript:alert(1)' }, { ...note(3), link: '/en/messenger/' }]}
        onRead={() => undefined}
        onNavigate={() => undefined}
      />,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/news', '/en/messenger/']);
    expect(document.body.innerHTML).not.toMatch(/javascript:/i);
    expect(screen.getByRole('button', { name: /Title 2/ })).toBeTruthy();
  });
});
