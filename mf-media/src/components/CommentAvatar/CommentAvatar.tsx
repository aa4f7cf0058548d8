import { useState } from 'react';
import { usePlatform } from '@vx/shared';

/** Side of the picture in px: small beside a comment's name, and fixed so nothing moves when it loads. */
export const COMMENT_AVATAR_SIZE = 32;

/** The first character of the name (a whole code point, so an emoji or an accented letter stays whole), upper-cased. */
export const initialOf = (name: string, language: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase(language);

/**
 * The author's picture beside a comment: his avatar, or the name's initial on a neutral disc when he
 * has none (or it no longer loads). Decorative: the name is written beside it, so the picture has an
 * empty alt and the initial is hidden from screen readers.
 */
export function CommentAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  const { language } = usePlatform();
  // The source that failed to load: a newer avatar is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: COMMENT_AVATAR_SIZE, height: COMMENT_AVATAR_SIZE, flex: 'none', borderRadius: '50%' } as const;
  if (src && src !== failed) {
    return (
      <img
        src={src}
        alt=""
        width={COMMENT_AVATAR_SIZE}
        height={COMMENT_AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        data-testid="comment-avatar"
        css={(theme) => ({ ...box, objectFit: 'cover', background: theme.colors.surfaceRaised })}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="comment-avatar-initial"
      css={(theme) => ({
        ...box,
        display: 'inline-grid',
        placeItems: 'center',
        background: theme.colors.surfaceRaised,
        color: theme.colors.textMuted,
        border: `1px solid ${theme.colors.border}`,
        boxSizing: 'border-box',
        fontSize: theme.fontSize.small,
        fontWeight: 700,
        lineHeight: 1,
        userSelect: 'none',
      })}
    >
      {initialOf(name, language)}
    </span>
  );
}
