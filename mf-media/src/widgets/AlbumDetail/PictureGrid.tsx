import { useTranslation } from 'react-i18next';
import { TileGrid, type ImageSet } from '@vx/shared';
import type { AlbumDetail } from '../../queries/albums';
import { TileImage } from '../../components/TileImage/TileImage';
import { tileImage } from '../../components/tileStyles';

/** Drawn, not an emoji: not every device has an emoji font. */
function LockIcon() {
  return (
    <svg aria-hidden="true" width="44" height="44" viewBox="0 0 44 44" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round">
      <circle cx="22" cy="22" r="22" fill="rgba(0, 0, 0, 0.6)" stroke="none" />
      <rect x="14" y="20" width="16" height="12" rx="2" />
      <path d="M17 20v-4a5 5 0 0 1 10 0v4" />
    </svg>
  );
}

/**
 * The album's pictures; an unlocked one opens the picture viewer. Pictures without an image are locked for this guest (not bought): the
 * blurred album cover stands in with a lock, so the grid shows how much there is to unlock.
 */
export function PictureGrid({
  pictures,
  cover,
  label,
  onOpen,
}: {
  pictures: AlbumDetail['pictures']['items'];
  cover: ImageSet | undefined;
  label: string;
  /** Opens the viewer at the picture; the link stays for opening it in a new tab. */
  onOpen: (pictureId: number) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <TileGrid label={label}>
      {pictures.map((picture) => (
        <li key={picture.id} data-testid="album-picture" data-locked={picture.image === null} css={{ minWidth: 0 }}>
          {picture.image ? (
            <a
              href={picture.image.w1280}
              target="_blank"
              rel="noopener"
              css={{ display: 'block' }}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(picture.id);
              }}
            >
              <TileImage images={picture.image} alt={t('album.picture', { position: picture.position })} />
            </a>
          ) : (
            <div
              role="img"
              aria-label={t('album.locked', { position: picture.position })}
              css={(theme) => ({ position: 'relative', overflow: 'hidden', aspectRatio: '4 / 3', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
            >
              {cover && (
                <img src={cover.w320} alt="" loading="lazy" decoding="async" css={{ ...tileImage, filter: 'blur(14px)', transform: 'scale(1.15)' }} />
              )}
              <span css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <LockIcon />
              </span>
            </div>
          )}
        </li>
      ))}
    </TileGrid>
  );
}
