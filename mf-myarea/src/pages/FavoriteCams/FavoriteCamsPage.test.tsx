import { screen } from '@testing-library/react';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import FavoriteCamsPage from './FavoriteCamsPage';

describe('FavoriteCamsPage', () => {
  it('asks a visitor to log in and loads nothing', () => {
    const view = renderWithPlatform(<FavoriteCamsPage />, { route: '/en/myvisitx/favorite-cams/' });
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(view.rest).not.toHaveBeenCalled();
  });

  it('shows the pinned models, albums, photos and sedcards of a guest', () => {
    const view = renderWithPlatform(<FavoriteCamsPage />, { route: '/nl/myvisitx/favoriete-cams/', guest: LOGGED_IN });
    expect(screen.getByRole('heading', { level: 1, name: 'Favoriete cams' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Vastgezette models',
      'Vastgezette albums',
      "Vastgezette foto's",
      'Vastgezette sedcards',
    ]);
    expect(view.rest.mock.calls.map(([path]) => path).sort()).toEqual(['gallery/getPinnedPhotos', 'guest/favorite/actors', 'guest/favorite/sedcards']);
  });
});
