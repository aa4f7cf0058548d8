import { fireEvent, screen } from '@testing-library/react';
import { answeringRest, blogPosts } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import BlogArchivesPage from './BlogArchivesPage';

const PATH = '/:lang/magazine/archive/:categoryId/';
const years = [
  { year: 2026, total: 12 },
  { year: 2025, total: 4 },
];

/** An archive of `total` posts in pages of 9, as blog/archives answers. */
function archive(total: number) {
  return answeringRest({
    'blog/archives/39': (_path, { payload }) => {
      const page = payload!.page as number;
      const from = (page - 1) * 9;
      const count = Math.max(0, Math.min(9, total - from));
      return { category: { id: 39, key: 'live', name: 'Live' }, year: payload!.year ?? null, years, posts: blogPosts(from + 1, count), total, page, pageSize: 9, hasMore: from + count < total };
    },
  });
}

describe('BlogArchivesPage', () => {
  it('shows the first 9 from page 1, then "more" asks page 2 and goes when there is no more', async () => {
    const restCall = archive(16);
    renderWithPlatform(<BlogArchivesPage />, { route: '/en/magazine/archive/39/', path: PATH, restCall });
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive: Live' })).toBeTruthy();
    expect(screen.getAllByTestId('blog-post-tile')).toHaveLength(9);
    expect(restCall.mock.calls[0]).toEqual(['blog/archives/39', expect.objectContaining({ payload: { page: 1, pageSize: 9, year: undefined } })]);
    fireEvent.click(screen.getByTestId('blog-archive-more'));
    expect(await screen.findByText('Backstage with Lena 16')).toBeTruthy();
    expect(restCall.mock.calls[1]).toEqual(['blog/archives/39', expect.objectContaining({ payload: { page: 2, pageSize: 9, year: undefined } })]);
    expect(screen.getAllByTestId('blog-post-tile')).toHaveLength(16);
    expect(screen.queryByTestId('blog-archive-more')).toBeNull();
  });

  it('has a tab per year of the category; a tab asks for its year and puts it in the URL', async () => {
    const restCall = archive(4);
    const view = renderWithPlatform(<BlogArchivesPage />, { route: '/de/magazin/archiv/39/', path: '/:lang/magazin/archiv/:categoryId/', restCall });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Alle Jahre', '2026', '2025']);
    expect(screen.queryByTestId('blog-archive-more')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '2025' }));
    expect(view.location.search).toBe('?year=2025');
    expect(await screen.findByRole('tab', { name: '2025', selected: true })).toBeTruthy();
    expect(restCall).toHaveBeenLastCalledWith('blog/archives/39', expect.objectContaining({ payload: { page: 1, pageSize: 9, year: 2025 } }));
  });

  it('reads a year from the URL and ignores one the server would refuse', async () => {
    const restCall = archive(4);
    renderWithPlatform(<BlogArchivesPage />, { route: '/en/magazine/archive/39/?year=1999', path: PATH, restCall });
    expect(await screen.findByRole('tab', { name: 'All years', selected: true })).toBeTruthy();
    expect(restCall.mock.calls[0][1].payload.year).toBeUndefined();
  });

  it('shows the not-found state for an unknown category', () => {
    const view = renderWithPlatform(<BlogArchivesPage />, { route: '/en/magazine/archive/2/', path: PATH });
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(view.rest).not.toHaveBeenCalled();
  });
});
