import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, Button, FormMessage, usePlatform } from '@vx/shared';
import { useAvatar } from '../../queries/profile';
import { avatarFileError, MAX_AVATAR_MB } from './avatarFile';

const SIZE = 96;

/**
 * The avatar: the picture now, a chosen file's preview to save or drop, and its removal. The
 * platform's guest is the shell's; the page keeps the path the server answered until the next load.
 */
export function AvatarEditor() {
  const { t } = useTranslation('myarea');
  const { guest } = usePlatform();
  const { upload, remove } = useAvatar();
  const [avatar, setAvatar] = useState(guest.avatar);
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The chosen file's object URL holds it in memory: revoked when another is chosen or the page goes.
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    setError(problem ? t(`profile.avatar.errors.${problem}`, { count: MAX_AVATAR_MB }) : null);
    setChosen(problem ? null : file);
  }

  function save() {
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: (answer) => {
        setAvatar(answer.avatar);
        setChosen(null);
      },
      onError: () => setError(t('profile.avatar.errors.upload')),
    });
  }

  function drop() {
    remove.mutate(undefined, { onSuccess: () => setAvatar(null), onError: () => setError(t('profile.errors.save')) });
  }

  const shown = preview ?? avatar;
  const busy = upload.isPending || remove.isPending;
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
      {shown ? (
        <img src={shown} alt={t(preview ? 'profile.avatar.previewAlt' : 'profile.avatar.currentAlt')} width={SIZE} height={SIZE} css={{ borderRadius: '50%', objectFit: 'cover' }} />
      ) : (
        <span aria-hidden="true" css={(theme) => ({ width: SIZE, height: SIZE, borderRadius: '50%', background: theme.colors.surfaceRaised, display: 'grid', placeItems: 'center', fontSize: theme.fontSize.page })}>
          {(guest.name ?? '?').slice(0, 1).toUpperCase()}
        </span>
      )}
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} onChange={choose} hidden data-testid="avatar-input" />
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('profile.avatar.hint', { count: MAX_AVATAR_MB })}</p>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
          {chosen ? (
            <>
              <Button onClick={save} disabled={busy}>
                {t('profile.avatar.save')}
              </Button>
              <Button variant="secondary" onClick={() => setChosen(null)} disabled={busy}>
                {t('profile.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
                {t(avatar ? 'profile.avatar.change' : 'profile.avatar.add')}
              </Button>
              {avatar && (
                <Button variant="ghost" onClick={drop} disabled={busy}>
                  {t('profile.avatar.delete')}
                </Button>
              )}
            </>
          )}
        </div>
        {error && <FormMessage kind="error">{error}</FormMessage>}
      </div>
    </div>
  );
}
