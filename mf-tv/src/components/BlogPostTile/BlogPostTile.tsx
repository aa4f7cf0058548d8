import { Link } from 'react-router-dom';
import { usePlatform, type BlogPost } from '@vx/shared';
import { tileLink, tileMeta, tileText } from '../tileStyle';
import { BlogDate } from './BlogDate';

/** A post in a list: its picture (the first actor it is about), date, title and excerpt, linking to the article. */
export function BlogPostTile({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  const { href } = usePlatform();
  return (
    <li data-testid="blog-post-tile" css={{ minWidth: 0 }}>
      <Link to={href('blogArticle', { slug: post.slug })} css={tileLink}>
        {post.image ? (
          <img src={post.image} alt="" loading={eager ? 'eager' : 'lazy'} css={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
        ) : (
          <span aria-hidden="true" css={(theme) => ({ aspectRatio: '16 / 9', background: theme.colors.surfaceRaised })} />
        )}
        <span css={tileText}>
          <BlogDate iso={post.date} />
          <strong css={(theme) => ({ fontSize: theme.fontSize.lead })}>{post.title}</strong>
          <span css={tileMeta}>{post.excerpt}</span>
        </span>
      </Link>
    </li>
  );
}
