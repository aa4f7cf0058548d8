import { screen, within } from '@testing-library/react';
import { blogPost, blogPosts, answeringRest } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import BlogOverviewPage from './BlogOverviewPage';

const overview = {
  id: 'blog-de',
  featured: blogPosts(100, 3).map((post) => ({ ...post, featured: true })),
  excludedIds: [100, 101, 102],
  categories: [
    { id: 38, key: 'event', name: 'Events', total: 8, posts: blogPosts(1, 3) },
    { id: 46, key: 'interviews', name: 'Interviews', total: 1, posts: [blogPost(9, { title: 'Five questions for Mia' })] },
    { id: 43, key: 'actions', name: 'Aktionen', total: 0, posts: [] },
  ],
  totals: { '38': 8, '46': 1, '43': 0, '506': 3 },
  archives: [
    { year: 2026, total: 25 },
    { year: 2025, total: 28 },
  ],
};

describe('BlogOverviewPage', () => {
  it('shows the featured posts, each category with its newest posts and link, the categories and the archive', async () => {
    const restCall = answeringRest({ 'blog/pm': () => overview });
    renderWithPlatform(<BlogOverviewPage />, { route: '/de/magazin/', restCall });
    expect(await screen.findByRole('list', { name: 'Empfohlen' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Empfohlen' })).getAllByTestId('blog-post-tile')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Events' })).getAllByTestId('blog-post-tile')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Five questions for Mia/ }).getAttribute('href')).toBe('/de/magazin/backstage-with-lena-9/');
    expect(screen.getByRole('link', { name: 'Alle Beiträge in Events' }).getAttribute('href')).toBe('/de/magazin/kategorie/38/');
    // A category without posts has no row, but stays in the list of categories with its total.
    expect(screen.queryByRole('heading', { level: 2, name: 'Aktionen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Aktionen (0)' }).getAttribute('href')).toBe('/de/magazin/kategorie/43/');
    expect(screen.getByText('2025: 28 Beiträge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Archiv von Interviews' }).getAttribute('href')).toBe('/de/magazin/archiv/46/');
    expect(document.title).toContain('Magazin');
    expect(restCall).toHaveBeenCalledWith('blog/pm', expect.anything());
  });

  it('offers a retry when the overview does not load', async () => {
    const restCall = jest.fn(() => Promise.reject(new Error('down')));
    renderWithPlatform(<BlogOverviewPage />, { route: '/en/magazine/', restCall });
    expect((await screen.findByRole('alert')).textContent).toContain('The magazine could not be loaded.');
  });
});
