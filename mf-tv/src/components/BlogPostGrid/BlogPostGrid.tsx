import type { BlogPost } from '@vx/shared';
import { BlogPostTile } from '../BlogPostTile/BlogPostTile';

/** Posts as cards, as many columns of at least 280 px as fit (one on phones). */
export function BlogPostGrid({ posts, label }: { posts: readonly BlogPost[]; label: string }) {
  return (
    <ul aria-label={label} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' })}>
      {posts.map((post, index) => (
        <BlogPostTile key={post.id} post={post} eager={index < 3} />
      ))}
    </ul>
  );
}
