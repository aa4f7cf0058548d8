import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton, mq, useRestImageUrl } from '@vx/shared';

interface Props {
  /** The full picture's REST path. */
  url: string;
  /** The picture's name: the dialog's title and the image's alt text. */
  title: string;
  /** The thumbnail that opened it: focus goes back there on closing. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The full picture of an image message, fetched only when the guest opens it, in a Radix dialog
 * (focus trapped and returned to the thumbnail, Escape and the close button close it). Its object URL
 * is kept no longer than the dialog is open (keep time 0: revoked once the dialog is gone).
 */
export default function ImageViewer({ url, title, opener, onClose }: Props) {
  const { t } = useTranslation('messenger');
  const full = useRestImageUrl(url, 0);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay css={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.85)', zIndex: 1000 }} />
        <Dialog.Content
          data-testid="messenger-image-viewer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger, and the thumbnail is none.
            event.preventDefault();
            opener.current?.focus();
          }}
          css={(theme) => ({
            position: 'fixed',
            inset: 0,
            zIndex: 1001,
            display: 'grid',
            gridTemplateRows: 'auto minmax(0, 1fr)',
            gap: theme.space(2),
            padding: theme.space(3),
            boxSizing: 'border-box',
            background: theme.colors.surface,
            color: theme.colors.text,
            outline: 'none',
            [mq.md]: { padding: theme.space(6) },
          })}
        >
          <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3) })}>
            <Dialog.Title css={(theme) => ({ margin: 0, flex: 1, fontSize: theme.fontSize.lead })}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('messenger.images.close')} icon={<CloseIcon />} data-testid="messenger-image-viewer-close" />
            </Dialog.Close>
          </div>
          <div css={{ display: 'grid', placeItems: 'center', minHeight: 0 }}>
            {full.isError ? (
              <span role="alert">{t('messenger.images.loadFailed')}</span>
            ) : full.data ? (
              <img src={full.data} alt={title} data-testid="messenger-image-full" css={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            ) : (
              <span aria-busy="true">{t('messenger.images.loading')}</span>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
