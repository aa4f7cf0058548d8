import type { Theme } from '@emotion/react';
import { focusRing } from '@vx/shared';

interface Props {
  imageUrl: string | null;
  title: string;
  subtitle?: string;
  /** Said in the picture's place when it is withheld (an actor's picture before age verification). */
  censored?: string;
}

/** The face of a media tile (an asset, a pin): its picture in 4:3, its title and a line under it. */
export function MediaFace({ imageUrl, title, subtitle, censored }: Props) {
  return (
    <>
      <span
        data-testid={censored ? 'media-face-censored' : undefined}
        css={(theme) => ({
          display: censored ? 'grid' : 'block',
          placeItems: 'center',
          aspectRatio: '4 / 3',
          borderRadius: theme.radius,
          overflow: 'hidden',
          background: censored ? `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.surfaceRaised})` : theme.colors.surfaceRaised,
        })}
      >
        {censored ? (
          <span css={(theme) => ({ padding: theme.space(2), textAlign: 'center', fontSize: theme.fontSize.small })}>{censored}</span>
        ) : (
          imageUrl && <img src={imageUrl} alt="" loading="lazy" data-testid="media-face-image" css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
      </span>
      <span css={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>
      {subtitle && <span css={(theme) => ({ fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>{subtitle}</span>}
    </>
  );
}

/** A button or link that wraps a MediaFace: no look of its own but the focus ring. */
export const mediaFaceControl = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(1),
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing(theme),
});
