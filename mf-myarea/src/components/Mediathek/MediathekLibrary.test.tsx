import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MediathekAsset, MediathekPage } from '../../queries/mediathek';
import { mediathekKeys } from '../../queries/mediathek';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MediathekLibrary } from './MediathekLibrary';
import { filterOf } from './mediathekTabs';

const asset = (overrides: Partial<MediathekAsset>): MediathekAsset => ({
  id: 'video-1',
  kind: 'video',
  mediaId: 1,
  mediaType: 'video',
  origin: 'shop',
  title: 'Beach day',
  actor: { id: 3, name: 'Lena3' },
  previewUrl: '/media/video/1/320.svg',
  purchased: true,
  pinned: false,
  archived: false,
  ...overrides,
});

const page = (items: MediathekAsset[], total = items.length): MediathekPage => ({ items, total });
const shopKey = (offset = 0) => mediathekKeys.page(LOGGED_IN.id, filterOf('shop', 'video'), 'newest', null, offset);

function render(answers: Array<readonly [readonly unknown[], unknown]>, route = '/en/myvisitx/mediathek/') {
  const view = renderWithPlatform(<MediathekLibrary mediaType="video" />, { route, guest: LOGGED_IN, queryClient: answeredQueries(answers) });
  const request = view.platform.vxql.request as jest.Mock;
  return { view, request };
}

describe('MediathekLibrary', () => {
  it('shows the shop tab first, then 20 more with "load more" until all are there', async () => {
    const first = Array.from({ length: 20 }, (_, index) => asset({ id: `video-${index + 1}`, mediaId: index + 1, title: `Video ${index + 1}` }));
    const { request } = render([[shopKey(), page(first, 21)]]);
    expect(screen.getByRole('tab', { name: 'Shop' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('mediathek-asset')).toHaveLength(20);
    request.mockResolvedValueOnce({ mediathekAssets: page([asset({ id: 'video-21', mediaId: 21, title: 'Video 21' })], 21) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more (20 of 21)' })));
    expect(request).toHaveBeenCalledWith(expect.stringContaining('mediathekAssets'), { filter: { mediaType: 'video', sourceType: 'purchased', originType: 'shop' }, first: 20, offset: 20, order: 'newest', search: null }, expect.anything());
    expect(await screen.findByText('Video 21')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('asks for the tab the guest picks and keeps it in the address', async () => {
    const { view, request } = render([[shopKey(), page([])]]);
    expect(screen.getByText('Nothing bought here yet. What you buy in the shop shows up here.')).toBeTruthy();
    request.mockResolvedValueOnce({ mediathekAssets: page([asset({ id: 'video-9', origin: 'chatclip', title: 'From the chat' })]) });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Clips' })));
    expect(view.location.search).toBe('?tab=clips');
    expect(request).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ filter: { mediaType: 'video', originType: 'chatclip' } }), expect.anything());
    expect(await screen.findByText('From the chat')).toBeTruthy();
  });

  it('searches from 3 characters on submit and sorts at once', async () => {
    const { request } = render([[shopKey(), page([asset({})])]]);
    request.mockResolvedValue({ mediathekAssets: page([]) });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'be' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: ' beach ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(request).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ search: 'beach', order: 'newest', offset: 0 }), expect.anything());
    expect(await screen.findByText('Nothing here matches your search.')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } }));
    expect(request).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ search: 'beach', order: 'title' }), expect.anything());
  });

  it('archives an asset', async () => {
    const { request } = render([[shopKey(), page([asset({})])]]);
    request.mockResolvedValue({ mediathekArchive: { id: 'video-1', archived: true }, mediathekAssets: page([]) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Beach day to the archive' })));
    expect(request).toHaveBeenCalledWith(expect.stringContaining('mediathekArchive('), { id: 'video-1' }, expect.anything());
    // The lists and totals load again: the asset has changed tab.
    expect(request).toHaveBeenCalledWith(expect.stringContaining('mediathekAssets'), expect.anything(), expect.anything());
  });

  it('restores an asset from the archive tab', async () => {
    const archived = render([[mediathekKeys.page(LOGGED_IN.id, filterOf('archive', 'video'), 'newest', null, 0), page([asset({ archived: true })])]], '/en/myvisitx/mediathek/?tab=archive');
    archived.request.mockResolvedValue({ mediathekUnarchive: { id: 'video-1', archived: false }, mediathekAssets: page([]) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore Beach day from the archive' })));
    expect(archived.request).toHaveBeenCalledWith(expect.stringContaining('mediathekUnarchive('), { id: 'video-1' }, expect.anything());
  });

  it("opens a video through mf-media's lent player widget", async () => {
    const { view } = render([[shopKey(), page([asset({ mediaId: 12 })])]]);
    const Player = ({ videoId, actorName }: { videoId: number; actorName: string }) => <p>{`player ${videoId} ${actorName}`}</p>;
    (view.platform.loadFeature as jest.Mock).mockResolvedValue({ widgets: { videoDetail: async () => ({ default: Player }) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open Beach day by Lena3' })));
    const viewer = screen.getByTestId('mediathek-viewer');
    expect(await within(viewer).findByText('player 12 Lena3')).toBeTruthy();
    expect(view.platform.loadFeature).toHaveBeenCalledWith('mf_media', false);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('mediathek-viewer')).toBeNull();
  });
});
