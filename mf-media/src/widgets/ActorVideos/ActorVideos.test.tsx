import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { actorVideo } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorVideos from './ActorVideos';

const grid = (page: number, maxPage: number, videos = [actorVideo(page * 100 + 1), actorVideo(page * 100 + 2)], tagGroups = ['Beach', 'High heels']) => ({
  videos,
  page,
  maxPage,
  total: videos.length * maxPage,
  tagGroups,
});

describe('actor video grid', () => {
  it('shows tiles with thumbnails, marks, prices and in-app links to the video', async () => {
    const rest = jest.fn(async () =>
      grid(1, 1, [
        actorVideo(11, { vip: true, new: true, discount: 20, price: { value: 32, currency: 'VXC' }, basePrice: { value: 40, currency: 'VXC' } }),
        actorVideo(12, { free: true, isBought: true, price: { value: 0, currency: 'VXC' }, basePrice: { value: 0, currency: 'VXC' } }),
        actorVideo(13, { isBought: true, duration: 3725 }),
      ]),
    );
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" />, { restCall: rest, route: '/en/actorVideos/lena3/' });
    const tiles = await screen.findAllByTestId('video-tile');
    expect(tiles).toHaveLength(3);
    expect(rest).toHaveBeenCalledWith('actor/3/videos', expect.objectContaining({ payload: { page: 1, tagGroup: undefined, classic: undefined } }));

    const [discounted, free, bought] = tiles;
    expect(within(discounted).getByRole('link').getAttribute('href')).toBe('/en/actorVideo/lena3/11/');
    expect(discounted.querySelector('img')?.getAttribute('srcset')).toBe('/m/video/11/320.svg 320w, /m/video/11/640.svg 640w, /m/video/11/1280.svg 1280w');
    expect([...discounted.querySelectorAll('[data-mark]')].map((mark) => mark.textContent)).toEqual(['VIP', 'New']);
    expect(discounted.querySelector('del')?.textContent).toBe('Before: 40 VXC');
    expect(within(discounted).getByTestId('media-price').textContent).toContain('32 VXC');
    expect(within(discounted).getByTestId('media-price').textContent).toContain('−20 %');
    expect(discounted.textContent).toContain('12:34');

    // A free video is not "bought", and has no price.
    expect([...free.querySelectorAll('[data-mark]')].map((mark) => mark.textContent)).toEqual(['Free']);
    expect(within(free).queryByTestId('media-price')).toBeNull();
    expect([...bought.querySelectorAll('[data-mark]')].map((mark) => mark.textContent)).toEqual(['Bought']);
    expect(bought.querySelector('del')).toBeNull();
    expect(bought.textContent).toContain('1:02:05');
  });

  it('pages through ?page= without leaving the app', async () => {
    const rest = jest.fn(async (_path: string, { payload }: { payload: { page: number } }) => grid(payload.page, 2));
    const view = renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" />, { restCall: rest, route: '/en/actorVideos/lena3/' });
    await screen.findByText('Video 101');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Video 201')).toBeTruthy();
    expect(`${view.location.pathname}${view.location.search}`).toBe('/en/actorVideos/lena3/?page=2');
    expect(rest).toHaveBeenLastCalledWith('actor/3/videos', expect.objectContaining({ payload: { page: 2, tagGroup: undefined, classic: undefined } }));
    fireEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByText('Video 101')).toBeTruthy();
    expect(`${view.location.pathname}${view.location.search}`).toBe('/en/actorVideos/lena3/');
  });

  it('asks for one tag group and links back to all videos and the classics', async () => {
    const rest = jest.fn(async () => grid(1, 1));
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" tagGroup="High heels" />, { restCall: rest, route: '/en/actorVideosTag/lena3/High%20heels/' });
    await screen.findAllByTestId('video-tile');
    expect(rest).toHaveBeenCalledWith('actor/3/videos', expect.objectContaining({ payload: { page: 1, tagGroup: 'High heels', classic: undefined } }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('High heels: videos of Lena3');
    const filters = screen.getByRole('navigation', { name: 'Filter videos' });
    expect(within(filters).getByRole('link', { name: 'All videos' }).getAttribute('href')).toBe('/en/actorVideos/lena3/');
    expect(within(filters).getByRole('link', { name: 'Classics' }).getAttribute('href')).toBe('/en/actorVideosClassic/lena3/');
    const tag = within(filters).getByRole('link', { name: 'Tag: High heels' });
    expect(tag.getAttribute('aria-current')).toBe('page');
    expect(tag.getAttribute('href')).toBe('/en/actorVideosTag/lena3/High%20heels/');
    // The actor's other tag groups are filters too.
    expect(within(filters).getByRole('link', { name: 'Tag: Beach' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the current tag group among the filters when it is not one of the most used', async () => {
    const rest = jest.fn(async () => grid(1, 1, undefined, ['Beach']));
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" tagGroup="Rare" />, { restCall: rest, route: '/en/actorVideosTag/lena3/Rare/' });
    await screen.findAllByTestId('video-tile');
    const filters = screen.getByRole('navigation', { name: 'Filter videos' });
    expect(within(filters).getAllByRole('link').map((link) => link.textContent)).toEqual(['All videos', 'Classics', 'Tag: Beach', 'Tag: Rare']);
  });

  it('names the tag group in German, asking and linking by its label', async () => {
    const rest = jest.fn(async () => grid(1, 1));
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" tagGroup="High heels" />, { restCall: rest, language: 'de', route: '/de/actorVideosTag/lena3/High%20heels/' });
    await screen.findAllByTestId('video-tile');
    expect(rest).toHaveBeenCalledWith('actor/3/videos', expect.objectContaining({ payload: { page: 1, tagGroup: 'High heels', classic: undefined } }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('High Heels: Videos von Lena3');
    expect(screen.getByRole('list', { name: 'High Heels: Videos von Lena3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Strand/ }).getAttribute('href')).toBe('/de/actorVideosTag/lena3/Beach/');
  });

  it('asks for the classics in German', async () => {
    const rest = jest.fn(async () => grid(1, 1));
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" classic />, { restCall: rest, language: 'de', route: '/de/actorVideosClassic/lena3/' });
    await screen.findAllByTestId('video-tile');
    expect(rest).toHaveBeenCalledWith('actor/3/videos', expect.objectContaining({ payload: { page: 1, tagGroup: undefined, classic: 'true' } }));
    expect(screen.getByRole('link', { name: 'Klassiker' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Klassiker von Lena3');
  });

  it('does not link tiles to a route the brand does not compose', async () => {
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" />, { restCall: jest.fn(async () => grid(1, 1)), routeNames: ['actorVideos'] });
    await screen.findAllByTestId('video-tile');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows skeletons while loading, then a localized error with a retry that loads again', async () => {
    let fail = true;
    const rest = jest.fn(async () => {
      if (fail) throw new RestError(503);
      return grid(1, 1);
    });
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" />, { restCall: rest });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(16);
    expect((await screen.findByRole('alert')).textContent).toContain('The videos could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('video-tile')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when there are no videos', async () => {
    renderWithPlatform(<ActorVideos actorId={3} actorName="Lena3" />, { restCall: jest.fn(async () => grid(1, 1, [])) });
    expect(await screen.findByText('No videos here yet.')).toBeTruthy();
  });
});
