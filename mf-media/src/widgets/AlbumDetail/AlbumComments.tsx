import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, usePlatform } from '@vx/shared';
import { COMMENT_AVATAR_SIZE, CommentAvatar } from '../../components/CommentAvatar/CommentAvatar';
import { useAlbumComments, usePostAlbumComment } from '../../queries/albums';

/** Spec 001 §9: 5 more comments per click. */
const MORE = 5;
const MAX_LENGTH = 500;

/**
 * The album's comments: 500 loaded at once, 5 shown, 5 more per click. Text is rendered as text (React
 * escapes it), never as HTML. A new comment goes first, the total grows by one and the guest may not
 * comment again (spec 000 §4 Album); the form shows only when the server allows it.
 */
export function AlbumComments({ albumId }: { albumId: number }) {
  const { t } = useTranslation('media');
  const { language } = usePlatform();
  const post = usePostAlbumComment(albumId);
  const headingId = useId();
  const fieldId = useId();
  const comments = useAlbumComments(albumId);
  const [shown, setShown] = useState(MORE);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const submit = async () => {
    setState('pending');
    try {
      await post(text);
      setShown((count) => count + 1);
      setText('');
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const data = comments.data;
  return (
    <section aria-labelledby={headingId} aria-busy={comments.isFetching} data-testid="album-comments" css={{ display: 'grid', gap: 12, paddingBottom: 32 }}>
      <Heading level={3} id={headingId} css={{ margin: 0 }}>
        {t('albums.comments.title')}
        {data && <span data-testid="comments-total">{` (${new Intl.NumberFormat(language).format(data.commentsTotal)})`}</span>}
      </Heading>
      {comments.isError && <p role="alert">{t('albums.comments.error')}</p>}
      {data?.isGuestAllowedToCommentAlbum && (
        <form
          css={{ display: 'grid', gap: 8, maxWidth: 640 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void submit();
          }}
        >
          <label htmlFor={fieldId}>{t('albums.comments.label')}</label>
          <textarea
            id={fieldId}
            value={text}
            maxLength={MAX_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            css={(theme) => ({ font: 'inherit', padding: 8, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text })}
          />
          <Button type="submit" disabled={state === 'pending' || !text.trim()} css={{ justifySelf: 'start' }}>
            {state === 'pending' ? t('albums.comments.posting') : t('albums.comments.submit')}
          </Button>
          {state === 'failed' && <p role="alert">{t('albums.comments.failed')}</p>}
        </form>
      )}
      {data && data.comments.length === 0 && <p>{t('albums.comments.empty')}</p>}
      {data && data.comments.length > 0 && (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {data.comments.slice(0, shown).map((comment) => (
            <li
              key={comment.id}
              data-testid="album-comment"
              css={(theme) => ({ padding: 12, borderRadius: theme.radius, background: theme.colors.surfaceRaised, display: 'grid', gridTemplateColumns: `${COMMENT_AVATAR_SIZE}px minmax(0, 1fr)`, columnGap: 10 })}
            >
              <CommentAvatar name={comment.guestName} src={comment.guestAvatar} />
              <div>
                <p css={{ margin: '0 0 4px', fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {comment.guestName} <time dateTime={comment.created} css={{ fontWeight: 400, opacity: 0.75 }}>{date.format(new Date(comment.created))}</time>
                </p>
                <p data-testid="album-comment-text" css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {data && shown < data.comments.length && (
        <Button variant="secondary" onClick={() => setShown((count) => count + MORE)} css={{ justifySelf: 'start' }} data-testid="comments-more">
          {t('albums.comments.more')}
        </Button>
      )}
    </section>
  );
}
