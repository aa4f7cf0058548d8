import { fireEvent, screen, within } from '@testing-library/react';
import CamsPage from '../../pages/Cams/CamsPage';
import { searchStore } from '../../search/store';
import { actorTile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';

beforeEach(() => searchStore.clear());

describe('cams page: a search that fails', () => {
  it('says so with a retry, and the retry shows the actors', async () => {
    let down = true;
    const rest = jest.fn(async (path: string, options: { payload: { requestId: number } }) => {
      if (path !== 'actorsearch/search') return new Promise(() => undefined);
      if (down) throw new Error('unavailable');
      return { requestId: options.payload.requestId, actors: [actorTile(1)], page: 1, maxPage: 1, totalHits: 1 };
    });
    renderWithPlatform(<CamsPage />, { restCall: rest });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The cams could not be loaded.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('actor-tile')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
