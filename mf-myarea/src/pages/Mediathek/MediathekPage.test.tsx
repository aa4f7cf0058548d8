import { screen, within } from '@testing-library/react';
import { mediathekKeys, type MediathekTotals } from '../../queries/mediathek';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import MediathekPage from './MediathekPage';
import MediathekPhotosPage from './MediathekPhotosPage';

const TOTALS: MediathekTotals = { all: 9, videos: 4, chatClips: 1, photos: 4, audio: 0, shop: 7, pinned: 2, archived: 3, feed: 0, messenger: 0 };

describe('MediathekPage and MediathekPhotosPage', () => {
  it('ask a visitor to log in and load nothing', () => {
    const view = renderWithPlatform(<MediathekPage />, { route: '/en/myvisitx/mediathek/' });
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(view.platform.vxql.request).not.toHaveBeenCalled();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('show the stats without audio while there is none, and the tabs, in the guest language', () => {
    renderWithPlatform(<MediathekPhotosPage />, {
      route: '/de/myvisitx/mediathek/fotos/',
      guest: LOGGED_IN,
      queryClient: answeredQueries([[mediathekKeys.totals(LOGGED_IN.id), TOTALS]]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Fotos' })).toBeTruthy();
    const stats = screen.getByTestId('mediathek-stats');
    expect(within(stats).getByText('Chat-Clips').nextSibling?.textContent).toBe('1');
    expect(within(stats).queryByText('Audio')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Shop', 'Gemerkt', 'Archiv', 'Feed', 'Messenger', 'Clips']);
  });
});
