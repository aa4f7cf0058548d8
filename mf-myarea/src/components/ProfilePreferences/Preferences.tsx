import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, GENDER_TYPES, LANGUAGES, type GuestPreferences } from '@vx/shared';
import { useSavePreferences } from '../../queries/profile';
import { CheckboxGroup } from '../ProfileSection/CheckboxGroup';

const toggled = <T extends string>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((item) => item !== value));

/**
 * Guest.preferences (server/docs/myarea.md "Profile"): the kinds of performers and the languages the
 * guest likes to see first; saved together with guest/savePreferences.
 */
export function Preferences({ preferences }: { preferences: GuestPreferences }) {
  const { t } = useTranslation('myarea');
  const save = useSavePreferences();
  const [genders, setGenders] = useState(preferences.genders ?? []);
  const [languages, setLanguages] = useState(preferences.languages ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ genders, languages });
  }

  return (
    <form onSubmit={submit} aria-busy={save.isPending} data-testid="profile-preferences">
      {save.isSuccess && <FormMessage kind="success">{t('profile.saved')}</FormMessage>}
      {save.isError && <FormMessage kind="error">{t('profile.errors.save')}</FormMessage>}
      <div css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' })}>
        <CheckboxGroup
          legend={t('profile.preferences.genders')}
          options={GENDER_TYPES}
          label={(gender) => t(`profile.preferences.gender.${gender}`)}
          checked={(gender) => genders.includes(gender)}
          onToggle={(gender, on) => setGenders(toggled(genders, gender, on))}
        />
        <CheckboxGroup
          legend={t('profile.preferences.languages')}
          options={LANGUAGES}
          label={(language) => t(`profile.preferences.language.${language}`)}
          checked={(language) => languages.includes(language)}
          onToggle={(language, on) => setLanguages(toggled(languages, language, on))}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
