import { screen, waitFor } from '@testing-library/react';
import { searchStore } from '../../search/store';
import { actorTile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import CategoryPage from './CategoryPage';

beforeEach(() => searchStore.clear());

const server = () =>
  jest.fn(async (path: string, options: { payload: { requestId: number; page: number } }) =>
    path.startsWith('breadcrumb/')
      ? { data: { breadcrumb: [] } }
      : { requestId: options.payload.requestId, actors: [actorTile(1, { genderType: 'S' })], page: 1, maxPage: 1, totalHits: 1 },
  );
const searchCalls = (rest: ReturnType<typeof server>) => rest.mock.calls.filter(([path]) => !path.startsWith('breadcrumb/'));

describe('category page', () => {
  it('searches the gender types of its slug, without a gender filter to change', async () => {
    const rest = server();
    renderWithPlatform(<CategoryPage />, { restCall: rest, route: '/de/kategorien/trans/', path: '/de/kategorien/:categorySlug/', language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trans');
    await waitFor(() => expect(screen.getAllByTestId('actor-tile')).toHaveLength(1));
    expect(searchCalls(rest)[0][1].payload).toMatchObject({ page: 1, searchType: 'custom', searchConditions: { genderTypes: ['S', 'T'], onlineOnly: true } });
    expect(screen.queryByLabelText('Transsexuell')).toBeNull();
    expect(screen.getAllByLabelText('Alter von').length).toBeGreaterThan(0);
  });

  it('shows a localized not-found message for an unknown slug and searches nothing', () => {
    const rest = server();
    renderWithPlatform(<CategoryPage />, { restCall: rest, route: '/es/categorias/unicornios/', path: '/es/categorias/:categorySlug/', language: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Esta categoría no existe.');
    expect(screen.getByRole('link', { name: 'Ver todas las cámaras en vivo' }).getAttribute('href')).toBe('/es/cams/');
    expect(searchCalls(rest)).toHaveLength(0);
  });
});
