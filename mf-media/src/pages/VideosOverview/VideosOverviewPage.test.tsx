import { screen, within } from '@testing-library/react';
import { actorVideo } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import VideosOverviewPage from './VideosOverviewPage';

const star = (actorId: number) => ({
  actorId,
  actorName: `Star${actorId}`,
  age: 25,
  profileLink: `/en/amateur/star${actorId}/`,
  videoCount: 12,
  newVideoCount: 2,
  previewPicture: `/a/${actorId}.svg`,
  avatarPicture: `/a/${actorId}-s.svg`,
  online: actorId === 1,
  spokenLanguages: ['de'],
});

describe('/videos/ overview', () => {
  it('shows each section with 16 videos asked and a "show all" link, and the stars', async () => {
    const asked: { filter: { types: string[] }; pageSize: number }[] = [];
    const rest = jest.fn(async (path: string, options: { payload: (typeof asked)[number] }) => {
      if (path === 'videos/stars') return { stars: Array.from({ length: 20 }, (_, i) => star(i + 1)) };
      const { payload } = options;
      asked.push(payload);
      return { items: [{ ...actorVideo(asked.length), ageRating: 18, isVip30Offer: false, camRecording: false, guestInfo: { bought: false, gifted: false, flatrate: false, liked: false } }], totalCount: 1, page: 1, pageSize: 16 };
    });
    renderWithPlatform(<VideosOverviewPage />, { restCall: rest, route: '/en/videos/' });
    expect(await screen.findAllByTestId('video-tile')).toHaveLength(5);
    expect(asked.map((payload) => payload.filter.types)).toEqual([['free'], ['trending'], ['discount'], [], ['vip']]);
    expect(asked.every((payload) => payload.pageSize === 16)).toBe(true);
    const links = ['freeClips', 'videoTrends', 'onSale', 'newVideos', 'vipVideos', 'stars'].map((section) =>
      within(screen.getByTestId(`videos-section-${section}`)).getByRole('link', { name: /^Show all/ }).getAttribute('href'),
    );
    expect(links).toEqual(['/en/videos/free-clips/', '/en/videos/video-trends/', '/en/videos/on-sale/', '/en/videos/new-videos/', '/en/videos/vip-videos/', '/en/videos/stars/']);
    const stars = await within(screen.getByTestId('videos-section-stars')).findAllByTestId('video-star');
    expect(stars).toHaveLength(16);
    expect(within(stars[0]).getByRole('link').getAttribute('href')).toBe('/en/actorProfile/star1/');
    expect(stars[0].textContent).toContain('Online');
    expect(stars[0].textContent).toContain('12 videos · 2 new');
  });
});
