import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing, useRestImageUrl, type MessengerImage } from '@vx/shared';
import { imageBox } from './imageBox';
import { useNearViewport } from './useNearViewport';

// Radix's dialog is loaded with the first picture opened, not with the conversation.
const ImageViewer = lazy(() => import(/* webpackChunkName: "messenger-image-viewer" */ './ImageViewer'));

interface Props {
  image: MessengerImage;
  /** The alt text: the guest's own picture, or the actor's. */
  alt: string;
}

/**
 * The picture of an image message. Its thumbnail is fetched when the message comes near the viewport,
 * the full picture only when the guest presses the thumbnail (shown in ImageViewer): a conversation
 * scrolled through costs thumbnails only. A censored one (an actor's picture, the guest not
 * age-verified: the server sent no paths) is a blurred box with the hint.
 */
export function MessageImage({ image, alt }: Props) {
  const { t } = useTranslation('messenger');
  const { ref, near } = useNearViewport<HTMLButtonElement>();
  const thumbnail = useRestImageUrl(near ? image.thumbnailUrl : null);
  const [open, setOpen] = useState(false);
  if (image.censored || !image.url) {
    return (
      <span
        data-testid="messenger-image-censored"
        role="img"
        aria-label={t('messenger.images.censored')}
        css={(theme) => ({ ...imageBox, display: 'grid', placeItems: 'center', padding: theme.space(2), textAlign: 'center', background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.surfaceRaised})`, backdropFilter: 'blur(12px)', fontSize: theme.fontSize.caption })}
      >
        {t('messenger.images.censored')}
      </span>
    );
  }
  if (thumbnail.isError) return <span role="alert">{t('messenger.images.loadFailed')}</span>;
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label={`${alt}: ${t('messenger.images.open')}`}
        aria-haspopup="dialog"
        aria-busy={!thumbnail.data || undefined}
        data-testid="messenger-image-open"
        onClick={() => setOpen(true)}
        css={(theme) => ({ ...imageBox, padding: 0, border: 0, background: theme.colors.surfaceRaised, cursor: 'zoom-in', overflow: 'hidden', ...focusRing(theme) })}
      >
        {thumbnail.data && <img src={thumbnail.data} alt={alt} data-testid="messenger-image" css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer url={image.url} title={alt} opener={ref} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
