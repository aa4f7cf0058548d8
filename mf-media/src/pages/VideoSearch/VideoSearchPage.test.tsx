import { screen } from '@testing-library/react';
import { actorVideo } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import VideoSearchPage from './VideoSearchPage';

describe('/search/videos/{searchPattern}/', () => {
  it('searches the pattern with the grid filter and titles the page with it', async () => {
    const rest = jest.fn(async (path: string) => {
      if (path !== 'videos/filtered') return { tags: [] };
      return { items: [{ ...actorVideo(7), ageRating: 18, isVip30Offer: false, camRecording: false, guestInfo: { bought: false, gifted: false, flatrate: false, liked: false } }], totalCount: 1, page: 1, pageSize: 16 };
    });
    renderWithPlatform(<VideoSearchPage />, { restCall: rest, route: '/en/search/videos/beach%20day/', path: '/en/search/videos/:searchPattern/' });
    expect(await screen.findAllByTestId('video-tile')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Videos for “beach day”');
    expect(rest).toHaveBeenCalledWith('videos/filtered', expect.objectContaining({ payload: expect.objectContaining({ filter: expect.objectContaining({ search: 'beach day' }) }) }));
  });
});
