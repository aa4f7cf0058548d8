import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { srcSet, usePlatform, type FeedPost } from '@vx/shared';
import { PostBuy } from './PostBuy';

const SIZES = '(min-width: 768px) 720px, 100vw';

const imageStyle = { display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' as const };

/**
 * The post's photos or clip. A locked post (paid, not bought) shows only the server's blurred
 * previews with the price and the buy button over them; an unlocked clip links to its video page.
 */
export function PostMedia({ post, eager }: { post: FeedPost; eager: boolean }) {
  const { t } = useTranslation('media');
  const { hasRoute, href } = usePlatform();
  const locked = post.paidContent && !post.guestState.bought;
  const name = post.model.name;
  const overlay = locked && (
    <div data-testid="feed-locked" css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: 16, background: 'rgba(0,0,0,0.35)' }}>
      <PostBuy post={post} />
    </div>
  );
  if (post.clip) {
    const poster = (
      <img src={post.clip.poster.w640} srcSet={locked ? undefined : srcSet(post.clip.poster)} sizes={SIZES} width={640} height={480} alt={post.clip.title} loading={eager ? 'eager' : 'lazy'} decoding="async" css={imageStyle} />
    );
    const link = !locked && hasRoute('actorVideo') ? href('actorVideo', { actorName: name.toLowerCase(), videoId: String(post.clip.videoId) }) : null;
    return (
      <div css={(theme) => ({ position: 'relative', overflow: 'hidden', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
        {link ? (
          <Link to={link} aria-label={t('feed.post.watch')} data-testid="feed-clip-link">
            {poster}
          </Link>
        ) : (
          poster
        )}
        {overlay}
      </div>
    );
  }
  if (post.photos.length === 0) return locked ? <div css={{ position: 'relative', minHeight: 120 }}>{overlay}</div> : null;
  const count = post.photos.length;
  return (
    <div css={(theme) => ({ position: 'relative', overflow: 'hidden', borderRadius: theme.radius, display: 'grid', gap: 4, gridTemplateColumns: count === 1 ? '1fr' : 'repeat(2, 1fr)' })}>
      {post.photos.map((photo, index) => (
        <img
          key={photo.id}
          src={photo.image ? photo.image.w640 : photo.preview.w320}
          srcSet={photo.image ? srcSet(photo.image) : undefined}
          sizes={SIZES}
          width={640}
          height={480}
          alt={photo.image ? t('feed.post.photo', { index: index + 1, count, name }) : t('feed.post.blurred', { name })}
          loading={eager && index < 2 ? 'eager' : 'lazy'}
          decoding="async"
          data-testid={photo.image ? 'feed-photo' : 'feed-photo-blurred'}
          css={(theme) => ({ ...imageStyle, background: theme.colors.surfaceRaised })}
        />
      ))}
      {overlay}
    </div>
  );
}
