import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage, isValidEmail, usePlatform } from '@vx/shared';
import { useChangeEmail } from '../../queries/profile';
import { emailChangeErrorKey } from './securityErrors';

/**
 * The e-mail address: the new one is confirmed through a link mailed to it (the old one stays until
 * then); an open page hears of the confirmation through the socket (refreshEmailProperties).
 */
export function EmailChange({ pendingEmail }: { pendingEmail: string | null }) {
  const { t } = useTranslation('myarea');
  const { guest, bus } = usePlatform();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => bus.send({ type: 'refreshEmailProperties' }), [bus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setError(t('profile.email.errors.format'));
    if (!password) return setError(t('profile.password.errors.currentMissing'));
    setError(null);
    change.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
        onError: (caught) => setError(t(emailChangeErrorKey(caught))),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={change.isPending} data-testid="profile-email">
      <p css={{ marginTop: 0, overflowWrap: 'anywhere' }}>{t('profile.email.current', { email: guest.email ?? '' })}</p>
      {pendingEmail && <FormMessage kind="info">{t('profile.email.pending', { email: pendingEmail })}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Field label={t('profile.email.newLabel')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
      <Field
        label={t('profile.password.currentLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending}>
        {t('profile.email.submit')}
      </Button>
    </form>
  );
}
