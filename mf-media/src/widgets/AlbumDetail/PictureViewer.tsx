import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton, mq, srcSet, usePlatform } from '@vx/shared';
import { ratePicture, type AlbumDetail } from '../../queries/albums';
import { PinButton } from './PinButton';
import { RatingButtons } from './RatingButtons';

type Picture = AlbumDetail['pictures']['items'][number];

/** A horizontal swipe longer than this (px) turns the picture. */
const SWIPE_PX = 50;

/**
 * The picture viewer: a Radix dialog (focus trapped and returned to the opening picture, Escape
 * closes), ←/→ turn the picture, a swipe on touch does too. Rating and pin act on the picture shown.
 * It asks for the index before the first or after the last of the page's pictures: the album page
 * turns to the neighbouring page there.
 */
export function PictureViewer({
  album,
  pictures,
  index,
  onIndex,
  onClose,
}: {
  album: Pick<AlbumDetail, 'id' | 'title' | 'actor' | 'pictureCount'>;
  pictures: Picture[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('media');
  const { rest } = usePlatform();
  const swipeStart = useRef<number | null>(null);
  // What had focus when the viewer opened: the grid's link of the picture (read once, before Radix moves focus in).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const picture = pictures[index]!;
  const go = (step: number) => onIndex(index + step);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay css={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.9)', zIndex: 1000 }} />
        <Dialog.Content
          data-testid="picture-viewer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger, and the viewer has none: back to the picture that opened it.
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
            else return;
            event.preventDefault();
          }}
          onPointerDown={(event) => {
            if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
            go(event.clientX < start ? 1 : -1);
          }}
          css={(theme) => ({
            position: 'fixed',
            inset: 0,
            zIndex: 1001,
            background: theme.colors.surface,
            color: theme.colors.text,
            display: 'grid',
            gridTemplateRows: 'auto minmax(0, 1fr) auto',
            gap: 8,
            padding: 12,
            boxSizing: 'border-box',
            touchAction: 'pan-y',
            outline: 'none',
            [mq.md]: { padding: 24 },
          })}
        >
          <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Dialog.Title css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lead, flex: 1, overflowWrap: 'anywhere' })}>
              {t('albums.viewer.title', { title: album.title, index: picture.position, count: album.pictureCount })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('albums.viewer.close')} icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <div css={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 8, minHeight: 0 }}>
            <IconButton label={t('albums.viewer.previous')} onClick={() => go(-1)} data-testid="viewer-previous" icon={<span aria-hidden="true">‹</span>} />
            {picture.image && (
              <img
                key={picture.id}
                data-testid="viewer-image"
                data-position={picture.position}
                src={picture.image.w1280}
                srcSet={srcSet(picture.image)}
                sizes="100vw"
                alt={t('album.picture', { position: picture.position })}
                css={{ width: '100%', height: '100%', objectFit: 'contain', minHeight: 0 }}
              />
            )}
            <IconButton label={t('albums.viewer.next')} onClick={() => go(1)} data-testid="viewer-next" icon={<span aria-hidden="true">›</span>} />
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            <RatingButtons key={picture.id} testId="picture-rating" rating={picture} onRate={(value) => ratePicture(rest, album.id, picture.id, value)} />
            <PinButton key={`pin-${picture.id}`} target={{ kind: 'picture', actorId: album.actor.id, albumId: album.id, pictureId: picture.id }} pinned={picture.isPinned} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
