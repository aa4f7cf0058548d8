import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, FormLinks, FormMessage } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { loginErrorKey } from '../errors';
import { EmailField, SubmitButton } from '../Form/FlowFields';
import { useFlow } from '../useFlow';

/** Login with e-mail and password (POST vxpay/login through the session). */
export function LoginFlow() {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const { finish, searchFor, then } = useFlow();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(t('flows.errors.loginRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await session.login(email.trim(), password);
      finish();
    } catch (failure) {
      setError(t(loginErrorKey(failure)));
      setPending(false);
    }
  }

  const keep: Record<string, string> = then ? { then } : {};
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <EmailField
        label={t('flows.fields.email')}
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={t('flows.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton pending={pending}>{t('flows.login.submit')}</SubmitButton>
      <FormLinks>
        <Link to={{ search: searchFor('pwdreset') }} replace>
          {t('flows.login.forgotPassword')}
        </Link>
        <span>
          {t('flows.login.noAccount')}{' '}
          <Link to={{ search: searchFor('signup', keep) }} replace>
            {t('flows.login.toSignup')}
          </Link>
        </span>
      </FormLinks>
    </form>
  );
}
