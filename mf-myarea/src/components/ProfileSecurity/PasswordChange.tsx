import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage, MIN_PASSWORD_LENGTH } from '@vx/shared';
import { useChangePassword } from '../../queries/profile';
import { passwordChangeErrorKey } from './securityErrors';

/** The password: the current one and a new one by the signup's rules; every other login of the guest ends. */
export function PasswordChange() {
  const { t } = useTranslation('myarea');
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!currentPassword) return setError(t('profile.password.errors.currentMissing'));
    if (newPassword.length < MIN_PASSWORD_LENGTH) return setError(t('profile.password.errors.short', { count: MIN_PASSWORD_LENGTH }));
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
        },
        onError: (caught) => setError(t(passwordChangeErrorKey(caught))),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={change.isPending} data-testid="profile-password">
      {change.isSuccess && <FormMessage kind="success">{t('profile.password.changed')}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Field label={t('profile.password.currentLabel')} type="password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrent(event.target.value)} />
      <Field
        label={t('profile.password.newLabel')}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={t('profile.password.hint', { count: MIN_PASSWORD_LENGTH })}
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
