import { act, screen, waitFor, within } from '@testing-library/react';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorTopCamsPage from './ActorTopCamsPage';

const cam = (id: number) => ({
  id,
  name: id === 1 ? 'Lena1' : `Zoe${id}`,
  profileLink: `/en/amateur/zoe${id}/`,
  online: false,
  onlineVideocall: false,
  age: 24,
  previewPicture: `/p/${id}.jpg`,
  avatarPicture: `/a/${id}.jpg`,
  spokenLanguages: ['de'],
  pinnedCount: 3,
  ratingCount: 4,
  satisfactionRate: 90,
  rankingPointsVideoCall: 1,
  videocallPrice: { value: 150, currency: 'VXC' },
});

/** Lena1 (id 1) is fifth of ten in best chats and missing from the other lists. */
function server() {
  return jest.fn(async (path: string) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) return actorProfile(1);
    if (path.startsWith('seo/')) return { h1: '', h2: '', seoTitle: '', seoDescription: '', freeText: '', freeTextShort: '', breadcrumb: '', slug: '' };
    if (path.startsWith('breadcrumb/')) return { data: { breadcrumb: [] } };
    const type = path.replace('topcams/', '');
    if (type === 'bestChats') return { type, topCams: [20, 21, 22, 23, 1, 24, 25, 26, 27, 28].map(cam) };
    if (type === 'topVideocall') throw new Error('down');
    return { type, topCams: [cam(30), cam(31)] };
  });
}

describe('actor top-cams page', () => {
  it('shows her place in every top list with her neighbours', async () => {
    const rest = server();
    const { bus } = renderWithPlatform(<ActorTopCamsPage />, { restCall: rest, route: '/en/amateur/lena1/top-cams/', path: '/en/amateur/:actorName/top-cams/' });
    expect((await screen.findByTestId('placement-bestChats')).textContent).toBe('Lena1 is number 5 of 10.');
    const around = screen.getByRole('list', { name: 'Neighbours in Best chats' });
    expect(within(around).getAllByTestId('top-cam').map((tile) => tile.getAttribute('data-actor-id'))).toEqual(['22', '23', '1', '24', '25']);
    expect(within(around).getByRole('link', { name: 'Number 5: Lena1, 24' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('placement-top100').textContent).toBe('Lena1 is not in this list right now.'));
    const leaders = screen.getByRole('list', { name: 'The leaders of Top 100' });
    expect(within(leaders).getAllByTestId('top-cam').map((tile) => tile.getAttribute('data-actor-id'))).toEqual(['30', '31']);
    expect((await screen.findByRole('alert')).textContent).toContain('The top cams could not be loaded.');
    expect(screen.getByRole('link', { name: 'See all top cams' }).getAttribute('href')).toBe('/en/top-cams/');
    expect(document.title).toBe('Lena1 – Top cams | VISIT-X');
    expect(rest.mock.calls.map(([path]) => path).filter((path) => path.startsWith('topcams/')).sort()).toEqual(
      ['topcams/bestChats', 'topcams/top100', 'topcams/topFavorites', 'topcams/topVideocall'],
    );
    act(() => bus.emit({ type: 'actorOnline', actorId: 23 }));
    await waitFor(() => expect(within(around).getByRole('link', { name: 'Number 4: Zoe23, 24' }).textContent).toContain('●'));
    expect(within(around).getByRole('link', { name: 'Number 3: Zoe22, 24' }).textContent).not.toContain('●');
  });
});
