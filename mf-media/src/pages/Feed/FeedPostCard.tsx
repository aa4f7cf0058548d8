import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, usePlatform, type FeedPost } from '@vx/shared';
import { usePostAction } from '../../queries/feed';
import { PostComments } from './PostComments';
import { PostMedia } from './PostMedia';
import { TippingGoal } from './TippingGoal';
import { useReportViewed } from './useReportViewed';

const badge = { padding: '2px 8px', borderRadius: 999, fontWeight: 700 } as const;

/** The like switch; a visitor is sent to log in. */
function LikeButton({ post }: { post: FeedPost }) {
  const { t } = useTranslation('media');
  const { guest, openFlow } = usePlatform();
  const like = usePostAction('likePost');
  const unlike = usePostAction('unlikePost');
  const liked = post.guestState.liked;
  const toggle = () => {
    if (!guest.isLoggedIn) return openFlow('login');
    (liked ? unlike : like).mutate(post.id);
  };
  return (
    <Button variant="ghost" aria-pressed={liked} onClick={toggle} disabled={like.isPending || unlike.isPending} data-testid="feed-like" css={{ paddingLeft: 8, paddingRight: 8 }}>
      <span aria-hidden="true" css={(theme) => ({ color: liked ? theme.colors.primary : 'inherit', marginRight: 6 })}>
        {liked ? '♥' : '♡'}
      </span>
      {liked ? t('feed.post.unlike') : t('feed.post.like')}
      <span css={{ marginLeft: 6 }} data-testid="feed-like-count">
        {t('feed.post.likes', { count: post.likes })}
      </span>
    </Button>
  );
}

/** One post of the feed (spec 000 §3 Feed post): its actor, type, age rating, text, media, goal, likes and comments. */
export function FeedPostCard({ post, eager = false }: { post: FeedPost; eager?: boolean }) {
  const { t } = useTranslation('media');
  const { language, hasRoute, href } = usePlatform();
  const element = useReportViewed(post);
  const profile = hasRoute('actorProfile') ? href('actorProfile', { actorName: post.model.name.toLowerCase() }) : null;
  const published = new Date(post.published);
  const lockedText = post.text === null;
  return (
    <article
      ref={element}
      data-testid="feed-post"
      data-post-id={post.id}
      aria-labelledby={`feed-post-${post.id}`}
      css={(theme) => ({ display: 'grid', gap: 12, padding: theme.space(4), borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, minWidth: 0 })}
    >
      <header css={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
        <img src={post.model.avatar.w320} width={48} height={48} alt="" loading={eager ? 'eager' : 'lazy'} css={{ borderRadius: '50%', flex: 'none' }} />
        <div css={{ display: 'grid', minWidth: 0 }}>
          {profile ? (
            <Link to={profile} aria-label={t('feed.post.profile', { name: post.model.name })} css={(theme) => ({ fontWeight: 700, color: theme.colors.text })}>
              {post.model.name}
            </Link>
          ) : (
            <strong>{post.model.name}</strong>
          )}
          <time dateTime={post.published} css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
            {published.toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' })}
          </time>
        </div>
        <div css={(theme) => ({ marginLeft: 'auto', display: 'flex', gap: 6, flexWrap: 'wrap', justifyContent: 'flex-end', fontSize: theme.fontSize.caption })}>
          {post.pinned && (
            <span data-testid="feed-pinned" css={(theme) => ({ ...badge, background: theme.colors.accent, color: theme.colors.background })}>
              {t('feed.post.pinned')}
            </span>
          )}
          <span css={(theme) => ({ ...badge, background: theme.colors.surfaceRaised })}>{t(`feed.types.${post.type}`)}</span>
          <span aria-label={t('feed.post.fskLabel', { fsk: post.fsk })} css={(theme) => ({ ...badge, border: `1px solid ${theme.colors.border}` })}>
            {t('feed.post.fsk', { fsk: post.fsk })}
          </span>
        </div>
      </header>
      <h2 id={`feed-post-${post.id}`} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.subsection })}>
        {post.title}
      </h2>
      {lockedText ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('feed.post.lockedText')}</p>
      ) : (
        post.text && <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</p>
      )}
      {post.contestId !== null && <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.accent })}>{t('feed.post.contest', { id: post.contestId })}</p>}
      <PostMedia post={post} eager={eager} />
      {post.tippingGoal && <TippingGoal post={post} goal={post.tippingGoal} />}
      <div css={(theme) => ({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        <LikeButton post={post} />
        <span>{t('feed.post.views', { count: post.views })}</span>
      </div>
      <PostComments post={post} />
    </article>
  );
}
