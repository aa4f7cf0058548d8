import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MAX_MESSENGER_IMAGE_BYTES, MESSENGER_IMAGE_TYPES } from '@vx/shared';
import { useUploadImage } from '../../queries/images';
import { checkImage, type ImageProblem } from './checkImage';

interface Props {
  channelId: number;
  /**
   * The picture is stored by the server: send it (as a pending image message), shown meanwhile from
   * `previewUrl`, an object URL of the chosen file that the pending message revokes once confirmed.
   */
  onUploaded: (imageId: number, previewUrl: string) => void;
}

/** The composer's attach button: picks a picture, checks type and size, uploads it, hands on its id. */
export function ImageAttach({ channelId, onUploaded }: Props) {
  const { t } = useTranslation('messenger');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const upload = useUploadImage(channelId);
  const [problem, setProblem] = useState<ImageProblem | 'uploadFailed' | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const found = checkImage(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, { onSuccess: ({ imageId }) => onUploaded(imageId, URL.createObjectURL(file)), onError: () => setProblem('uploadFailed') });
  };
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1), maxWidth: 220 })}>
      <input
        ref={input}
        type="file"
        accept={MESSENGER_IMAGE_TYPES.join(',')}
        data-testid="messenger-image-input"
        aria-label={t('messenger.images.attach')}
        onChange={choose}
        hidden
      />
      <Button variant="secondary" aria-describedby={problem ? errorId : undefined} disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? t('messenger.images.uploading') : t('messenger.images.attach')}
      </Button>
      {problem && (
        <span id={errorId} role="alert" css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.danger })}>
          {t(`messenger.images.${problem}`, { size: MAX_MESSENGER_IMAGE_BYTES / 1024 / 1024 })}
        </span>
      )}
    </div>
  );
}
