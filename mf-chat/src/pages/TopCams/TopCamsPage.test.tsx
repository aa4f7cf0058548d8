import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import TopCamsPage from './TopCamsPage';

const cam = (id: number, name: string) => ({
  id,
  name,
  profileLink: `/en/amateur/${name.toLowerCase()}/`,
  online: false,
  onlineVideocall: false,
  age: 24,
  previewPicture: `/p/${id}.jpg`,
  avatarPicture: `/a/${id}.jpg`,
  spokenLanguages: ['de', 'en'],
  pinnedCount: 321,
  ratingCount: 45,
  satisfactionRate: 97,
  rankingPointsVideoCall: 10,
  videocallPrice: { value: 150, currency: 'VXC' },
});

const server = () =>
  jest.fn(async (path: string) => {
    const type = path.replace('topcams/', '');
    return { type, topCams: type === 'top100' ? [cam(2, 'Mia'), cam(3, 'Zoe')] : [cam(1, 'Lena')] };
  });

describe('top cams page', () => {
  it('loads best chats first and the list of a tab when it is opened', async () => {
    const rest = server();
    renderWithPlatform(<TopCamsPage />, { restCall: rest });
    await waitFor(() => expect(screen.getAllByTestId('top-cam')).toHaveLength(1));
    expect(rest.mock.calls.map(([path]) => path)).toEqual(['topcams/bestChats']);
    const tile = screen.getByRole('link', { name: 'Number 1: Lena, 24' });
    expect(tile.getAttribute('href')).toBe('/en/amateur/lena/');
    expect(tile.textContent).toContain('321');
    expect(tile.textContent).toContain('97 % satisfied');
    expect(tile.textContent).toContain('150 VXC / min');
    expect(tile.textContent).toContain('DE, EN');

    fireEvent.click(screen.getByRole('tab', { name: 'Top 100' }));
    expect(screen.getByRole('tab', { name: 'Top 100' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('top-cam')).toHaveLength(2));
    expect(rest.mock.calls.map(([path]) => path)).toEqual(['topcams/bestChats', 'topcams/top100']);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Top 100' }), { key: 'ArrowRight' });
    await waitFor(() => expect(rest.mock.calls.map(([path]) => path)).toContain('topcams/topFavorites'));
    fireEvent.click(screen.getByRole('tab', { name: 'Top video call' }));
    await waitFor(() => expect(rest.mock.calls.map(([path]) => path)).toContain('topcams/topVideocall'));

    // A list already loaded is not asked for again.
    fireEvent.click(screen.getByRole('tab', { name: 'Top 100' }));
    expect(screen.getAllByTestId('top-cam')).toHaveLength(2);
    expect(rest).toHaveBeenCalledTimes(4);
  });

  it('shows ratings only from 10 ratings on (spec 000 §5)', async () => {
    const few = { ...cam(2, 'Mia'), ratingCount: 9, satisfactionRate: 88 };
    const enough = { ...cam(3, 'Zoe'), ratingCount: 10, satisfactionRate: 91 };
    renderWithPlatform(<TopCamsPage />, { restCall: jest.fn(async () => ({ type: 'bestChats', topCams: [few, enough] })) });
    await waitFor(() => expect(screen.getAllByTestId('top-cam')).toHaveLength(2));
    const [mia, zoe] = screen.getAllByTestId('top-cam');
    expect(mia.textContent).not.toMatch(/Ratings|satisfied/);
    expect(mia.textContent).toContain('321');
    expect(zoe.textContent).toContain('91 % satisfied');
  });

  it('follows online events', async () => {
    const { bus } = renderWithPlatform(<TopCamsPage />, { restCall: server(), language: 'de', route: '/de/top-cams/' });
    const tile = await screen.findByTestId('top-cam');
    expect(tile.textContent).not.toContain('Live');
    act(() => bus.emit({ type: 'actorOnline', actorId: 1 }));
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('top-cam').textContent).toContain('●'));
    expect(screen.getByRole('tab', { name: 'Beste Chats' }).getAttribute('aria-selected')).toBe('true');
  });
});
