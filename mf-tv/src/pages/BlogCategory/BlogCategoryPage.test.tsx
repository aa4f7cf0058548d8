import { fireEvent, screen, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { answeringRest, blogPosts } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import BlogCategoryPage from './BlogCategoryPage';

const PATH = '/:lang/magazine/category/:categoryId/';
const payloadOf = (path: string) => JSON.parse(decodeURIComponent(path.split('/').at(-1)!)) as { page: number; pageSize: number };

describe('BlogCategoryPage', () => {
  it('lists the category 15 at a time, "show more" asking for the next page, with a link to its archive', async () => {
    const restCall = answeringRest({
      'blog/posts/38/': (path) => {
        const { page, pageSize } = payloadOf(path);
        return { category: { id: 38, key: 'event', name: 'Events', total: 20 }, posts: blogPosts((page - 1) * pageSize + 1, page === 1 ? 15 : 5), total: 20, page, pageSize };
      },
    });
    renderWithPlatform(<BlogCategoryPage />, { route: '/en/magazine/category/38/', path: PATH, restCall });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getAllByTestId('blog-post-tile')).toHaveLength(15);
    expect(payloadOf(restCall.mock.calls[0][0])).toEqual({ page: 1, pageSize: 15 });
    expect(screen.getByText('15 of 20 posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Backstage with Lena 20')).toBeTruthy();
    expect(screen.getAllByTestId('blog-post-tile')).toHaveLength(20);
    expect(payloadOf(restCall.mock.calls[1][0])).toEqual({ page: 2, pageSize: 15 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Archive of Events' }).getAttribute('href')).toBe('/en/magazine/archive/38/');
    expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('link')[0].getAttribute('href')).toBe('/en/magazine/backstage-with-lena-1/');
  });

  it.each(['7', 'abc', '38x', '-1'])('shows the not-found state for the category id %s without asking the server', (id) => {
    const view = renderWithPlatform(<BlogCategoryPage />, { route: `/en/magazine/category/${id}/`, path: PATH });
    expect(screen.getByTestId('not-found').textContent).toContain('This category does not exist.');
    expect(view.rest).not.toHaveBeenCalled();
  });

  it('shows the not-found state when the server refuses the category', async () => {
    const restCall = jest.fn(() => Promise.reject(new RestError(400)));
    renderWithPlatform(<BlogCategoryPage />, { route: '/en/magazine/category/40/', path: PATH, restCall });
    expect((await screen.findByTestId('not-found')).textContent).toContain('This category does not exist.');
  });
});
