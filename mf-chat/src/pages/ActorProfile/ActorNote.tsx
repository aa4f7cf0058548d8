import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, usePlatform } from '@vx/shared';
import { useActorNote, useSaveActorNote } from '../../queries/actor';

/** The guest's private note on the actor (logged in only): loaded, edited, saved. */
export function ActorNote({ actorId }: { actorId: number }) {
  const { guest } = usePlatform();
  if (!guest.isLoggedIn) return null;
  return <NoteForm actorId={actorId} />;
}

function NoteForm({ actorId }: { actorId: number }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const note = useActorNote(actorId);
  const save = useSaveActorNote(actorId);
  // The guest's edit; until the first keystroke the loaded note shows.
  const [draft, setDraft] = useState<string | null>(null);
  const comment = draft ?? note.data?.comment ?? '';
  const loaded = !note.isPending;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(comment);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading level={2} size="subsection" id={`${id}-title`}>
        {t('profile.note.title')}
      </Heading>
      <label htmlFor={`${id}-text`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
        {t('profile.note.label')}
      </label>
      <textarea
        id={`${id}-text`}
        value={comment}
        maxLength={2000}
        rows={4}
        disabled={!loaded}
        onChange={(event) => {
          setDraft(event.target.value);
          save.reset();
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
        <Button type="submit" disabled={!loaded || save.isPending}>
          {t('profile.note.save')}
        </Button>
        <span role="status" css={(theme) => ({ fontSize: theme.fontSize.small, color: save.isError ? theme.colors.danger : theme.colors.textMuted })}>
          {save.isSuccess ? t('profile.note.saved') : save.isError ? t('profile.note.error') : ''}
        </span>
      </div>
    </form>
  );
}
