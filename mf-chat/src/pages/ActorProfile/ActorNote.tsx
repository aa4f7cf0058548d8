import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, usePlatform } from '@vx/shared';
import { fetchActorNote, storeActorNote } from '../../profile/api';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The guest's private note on the actor (logged in only): loaded, edited, saved. */
export function ActorNote({ actorId }: { actorId: number }) {
  const { t } = useTranslation('chat');
  const { rest, guest } = usePlatform();
  const id = useId();
  const [comment, setComment] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [save, setSave] = useState<SaveState>('idle');

  useEffect(() => {
    if (!guest.isLoggedIn) return;
    const controller = new AbortController();
    fetchActorNote(rest, actorId, controller.signal).then(
      (note) => {
        setComment(note.comment);
        setLoaded(true);
      },
      () => {
        if (!controller.signal.aborted) setLoaded(true);
      },
    );
    return () => controller.abort();
  }, [rest, actorId, guest.isLoggedIn]);

  if (!guest.isLoggedIn) return null;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSave('saving');
    storeActorNote(rest, actorId, comment).then(
      (result) => setSave(result.success ? 'saved' : 'error'),
      () => setSave('error'),
    );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h2 id={`${id}-title`} css={{ fontSize: 20, margin: 0 }}>{t('profile.note.title')}</h2>
      <label htmlFor={`${id}-text`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: 14 })}>
        {t('profile.note.label')}
      </label>
      <textarea
        id={`${id}-text`}
        value={comment}
        maxLength={2000}
        rows={4}
        disabled={!loaded}
        onChange={(event) => {
          setComment(event.target.value);
          setSave('idle');
        }}
        css={(theme) => ({
          font: 'inherit',
          padding: 8,
          borderRadius: theme.radius,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          color: theme.colors.text,
          resize: 'vertical',
          '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
        })}
      />
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button type="submit" disabled={!loaded || save === 'saving'}>
          {t('profile.note.save')}
        </Button>
        <span role="status" css={(theme) => ({ fontSize: 14, color: save === 'error' ? theme.colors.danger : theme.colors.textMuted })}>
          {save === 'saved' ? t('profile.note.saved') : save === 'error' ? t('profile.note.error') : ''}
        </span>
      </div>
    </form>
  );
}
