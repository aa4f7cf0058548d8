import { fireEvent, screen } from '@testing-library/react';
import { answeringRest, blogPosts } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import BlogSearchPage from './BlogSearchPage';

const PATH = '/:lang/search/magazine/:searchPattern/';
const overview = {
  id: 'blog-en',
  featured: [],
  excludedIds: [],
  categories: [{ id: 38, key: 'event', name: 'Events', total: 8, posts: [] }],
  totals: { '38': 8 },
  archives: [{ year: 2026, total: 25 }, { year: 2025, total: 28 }],
};
const restCall = () => answeringRest({ 'blog/pm': () => overview });

/** Renders the results page with a query service answering `total` posts, 15 a page. */
function search(route: string, total: number, path = PATH) {
  const request = jest.fn((_document: string, variables: { offset: number }) =>
    Promise.resolve({ blogSearch: { total, items: blogPosts(variables.offset + 1, Math.min(15, total - variables.offset)) } }),
  );
  const view = renderWithPlatform(<BlogSearchPage />, { route, path, restCall: restCall(), vxqlRequest: request });
  return { view, request };
}

describe('BlogSearchPage', () => {
  it('gives a hint for a pattern under 2 characters and asks nothing', () => {
    const view = renderWithPlatform(<BlogSearchPage />, { route: '/en/search/magazine/%20a%20/', path: PATH, guest: { isLoggedIn: true, id: 7 } });
    expect(screen.getByRole('status').textContent).toBe('Enter at least 2 characters to search the magazine.');
    expect(view.platform.vxql.request).not.toHaveBeenCalled();
    expect(view.rest).not.toHaveBeenCalled();
  });

  it('shows the results with their total, 15 at a time', async () => {
    const { request } = search('/en/search/magazine/party/', 20);
    expect(await screen.findByText('20 posts found')).toBeTruthy();
    expect(screen.getAllByTestId('blog-post-tile')).toHaveLength(15);
    expect(request.mock.calls[0][1]).toEqual({ searchPattern: 'party', first: 15, offset: 0, order: 'newest', filter: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Backstage with Lena 20')).toBeTruthy();
    expect(request.mock.calls[1][1]).toMatchObject({ offset: 15 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('sorts and filters by category and year through the URL', async () => {
    const { view, request } = search('/en/search/magazine/party/?order=oldest&category=38&year=2025', 2);
    expect(await screen.findByText('2 posts found')).toBeTruthy();
    expect(request.mock.calls[0][1]).toEqual({ searchPattern: 'party', first: 15, offset: 0, order: 'oldest', filter: { categoryId: 38, year: 2025 } });
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('oldest');
    await screen.findByRole('option', { name: 'Events' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'newest' } });
    expect(view.location.search).toBe('?year=2025');
    expect(await screen.findByText('2 posts found')).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith(expect.any(String), { searchPattern: 'party', first: 15, offset: 0, order: 'newest', filter: { year: 2025 } }, expect.anything());
  });

  it('says when nothing matches', async () => {
    search('/de/suche/magazin/zzz/', 0, '/:lang/suche/magazin/:searchPattern/');
    expect(await screen.findByText('Keine Beiträge passen zu „zzz“.')).toBeTruthy();
  });
});
