import { screen } from '@testing-library/react';
import { blogPost } from '../../testing/blog';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { BlogPostTile } from './BlogPostTile';

describe('BlogPostTile', () => {
  it('links to the article in the page’s language, with its date, title and excerpt as text', () => {
    const post = blogPost(7, { slug: 'sommerfest-7', title: '<b>Sommerfest</b>', date: '2026-03-05T12:00:00.000Z' });
    renderWithPlatform(
      <ul>
        <BlogPostTile post={post} />
      </ul>,
      { route: '/de/magazin/' },
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de/magazin/sommerfest-7/');
    expect(screen.getByText('<b>Sommerfest</b>').tagName).toBe('STRONG');
    expect(screen.getByText('5. März 2026').getAttribute('datetime')).toBe('2026-03-05T12:00:00.000Z');
    expect(screen.getByText(post.excerpt)).toBeTruthy();
  });

  it('stands in a plain box for a post without a picture', () => {
    renderWithPlatform(
      <ul>
        <BlogPostTile post={blogPost(8, { image: null })} />
      </ul>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });
});
