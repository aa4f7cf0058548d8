import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FEED_COMMENT_MAX_LENGTH, usePlatform, type FeedComment, type FeedPost } from '@vx/shared';
import { COMMENT_AVATAR_SIZE, CommentAvatar } from '../../components/CommentAvatar/CommentAvatar';
import { useCommentPost, useDeleteComment } from '../../queries/feed';

type CommentLike = Omit<FeedComment, 'replies'>;

/** Writes a comment or a reply; the text is sent as written (the server trims it) and shown as text. */
function CommentForm({ postId, repliesTo, onDone }: { postId: number; repliesTo: CommentLike | null; onDone?: () => void }) {
  const { t } = useTranslation('media');
  const comment = useCommentPost(postId);
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || comment.isPending) return;
    comment.mutate(
      { text, repliesToCommentId: repliesTo?.id ?? null },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
      },
    );
  };
  const label = repliesTo ? t('feed.comments.replyField', { name: repliesTo.authorName }) : t('feed.comments.field');
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: 6 }}>
      <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSize.small, fontWeight: 600 })}>
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={FEED_COMMENT_MAX_LENGTH}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        data-testid="feed-comment-field"
        css={(theme) => ({ font: 'inherit', padding: 8, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text, resize: 'vertical' })}
      />
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" disabled={comment.isPending || text.trim() === ''} data-testid="feed-comment-send">
          {t('feed.comments.send')}
        </Button>
        {onDone && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('feed.comments.cancel')}
          </Button>
        )}
        <span css={(theme) => ({ marginLeft: 'auto', fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
          {t('feed.comments.length', { length: text.length, max: FEED_COMMENT_MAX_LENGTH })}
        </span>
      </div>
      {comment.isError && <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>{t('feed.comments.failed')}</p>}
    </form>
  );
}

/** The picture beside a comment: the actor's own for hers, else the guest author's avatar (null without one). */
const avatarOf = (post: FeedPost, comment: CommentLike) => (comment.byModel ? post.model.avatar.w320 : (comment.authorAvatar ?? null));

function CommentItem({ post, comment, onReply }: { post: FeedPost; comment: CommentLike; onReply?: () => void }) {
  const { t } = useTranslation('media');
  const remove = useDeleteComment(post.id);
  return (
    <div data-testid="feed-comment" css={(theme) => ({ display: 'grid', gridTemplateColumns: `${COMMENT_AVATAR_SIZE}px minmax(0, 1fr)`, columnGap: 8, fontSize: theme.fontSize.small })}>
      <CommentAvatar name={comment.authorName} src={avatarOf(post, comment)} />
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <div css={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <strong>{comment.authorName}</strong>
          {comment.byModel && <span css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.accent })}>{t('feed.comments.model')}</span>}
        </div>
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feed-comment-text">
          {comment.text}
        </p>
        <div css={{ display: 'flex', gap: 8 }}>
          {onReply && (
            <Button variant="ghost" onClick={onReply} css={{ minHeight: 32, padding: '0 8px' }}>
              {t('feed.comments.reply')}
            </Button>
          )}
          {comment.isOwn && (
            <Button variant="ghost" aria-label={t('feed.comments.deleteLabel')} disabled={remove.isPending} onClick={() => remove.mutate(comment.id)} css={{ minHeight: 32, padding: '0 8px' }} data-testid="feed-comment-delete">
              {t('feed.comments.delete')}
            </Button>
          )}
        </div>
        {remove.isError && <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>{t('feed.comments.deleteFailed')}</p>}
      </div>
    </div>
  );
}

/** The post's comments with their replies; writing, replying and deleting one's own for a logged-in guest. */
export function PostComments({ post }: { post: FeedPost }) {
  const { t } = useTranslation('media');
  const { guest, openFlow } = usePlatform();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const headingId = useId();
  const reply = (id: number) => (guest.isLoggedIn ? () => setReplyTo(id) : () => openFlow('login'));
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h3 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.body })}>
        {t('feed.comments.title', { count: post.comments.totalCount })}
      </h3>
      {post.comments.nodes.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {post.comments.nodes.map((comment) => (
            <li key={comment.id}>
              <CommentItem post={post} comment={comment} onReply={reply(comment.id)} />
              {(comment.replies.length > 0 || replyTo === comment.id) && (
                <ul css={(theme) => ({ listStyle: 'none', margin: '8px 0 0', padding: `0 0 0 ${theme.space(4)}px`, borderLeft: `2px solid ${theme.colors.border}`, display: 'grid', gap: 8 })}>
                  {comment.replies.map((answer) => (
                    <li key={answer.id}>
                      <CommentItem post={post} comment={answer} />
                    </li>
                  ))}
                  {replyTo === comment.id && (
                    <li>
                      <CommentForm postId={post.id} repliesTo={comment} onDone={() => setReplyTo(null)} />
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {guest.isLoggedIn ? (
        <CommentForm postId={post.id} repliesTo={null} />
      ) : (
        <Button variant="secondary" onClick={() => openFlow('login')} css={{ justifySelf: 'start' }}>
          {t('feed.comments.login')}
        </Button>
      )}
    </section>
  );
}
