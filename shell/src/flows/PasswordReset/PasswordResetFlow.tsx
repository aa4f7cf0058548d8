import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, FormLinks, FormMessage, isValidEmail, okSchema, usePlatform } from '@vx/shared';
import { mailedLinkErrorKey, resetRequestFailed } from '../errors';
import { EmailField, FlowOutcome, MIN_PASSWORD_LENGTH, NewPasswordField, SubmitButton } from '../Form/FlowFields';
import { useFlow } from '../useFlow';

/** `?flow=pwdreset` asks for a reset link; `?flow=pwdreset&token=…` (the mailed link) sets a new password. */
export function PasswordResetFlow() {
  const { token } = useFlow();
  return token ? <ConfirmForm token={token} /> : <RequestForm />;
}

/** POST vxpay/pwdreset {email}: the answer is the same whether or not the address has an account. */
function RequestForm() {
  const { t } = useTranslation('shell');
  const { rest } = usePlatform();
  const { searchFor } = useFlow();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!isValidEmail(email.trim())) {
      setError(t('flows.errors.emailInvalid'));
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await rest.call('vxpay/pwdreset', { method: 'POST', payload: { email: email.trim() }, schema: okSchema });
      setSent(true);
    } catch (failed) {
      if (resetRequestFailed(failed)) setFailure(t('flows.errors.tryLater'));
      else setSent(true);
    } finally {
      setPending(false);
    }
  }

  if (sent) return <FlowOutcome kind="success" message={t('flows.pwdreset.sent')} next={{ flow: 'login', label: t('flows.pwdreset.backToLogin') }} />;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <p css={(theme) => ({ margin: `0 0 ${theme.space(4)}px`, color: theme.colors.textMuted })}>{t('flows.pwdreset.intro')}</p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <EmailField
        ref={emailRef}
        label={t('flows.fields.email')}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton pending={pending}>{t('flows.pwdreset.submit')}</SubmitButton>
      <FormLinks>
        <Link to={{ search: searchFor('login') }} replace>
          {t('flows.pwdreset.backToLogin')}
        </Link>
      </FormLinks>
    </form>
  );
}

/** POST vxpay/pwdreset/confirm {token, password}. */
function ConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { rest } = usePlatform();
  const { searchFor } = useFlow();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found: { password?: string; repeat?: string } = {};
    if (password.length < MIN_PASSWORD_LENGTH) found.password = t('flows.errors.passwordShort', { count: MIN_PASSWORD_LENGTH });
    else if (repeat !== password) found.repeat = t('flows.errors.passwordMismatch');
    setErrors(found);
    setFailure(null);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    setPending(true);
    try {
      const result = await rest.call('vxpay/pwdreset/confirm', { method: 'POST', payload: { token, password }, schema: okSchema });
      if (result.success) setDone(true);
      else setFailure(t('flows.errors.invalidToken'));
    } catch (failed) {
      setFailure(t(mailedLinkErrorKey(failed)));
    } finally {
      setPending(false);
    }
  }

  if (done) return <FlowOutcome kind="success" message={t('flows.pwdreset.done')} next={{ flow: 'login', label: t('flows.pwdreset.toLogin') }} />;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <NewPasswordField
        ref={passwordRef}
        label={t('flows.fields.newPassword')}
        name="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        ref={repeatRef}
        label={t('flows.fields.repeatPassword')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        value={repeat}
        error={errors.repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <SubmitButton pending={pending}>{t('flows.pwdreset.confirmSubmit')}</SubmitButton>
      {failure === t('flows.errors.invalidToken') && (
        <FormLinks>
          <Link to={{ search: searchFor('pwdreset') }} replace>
            {t('flows.pwdreset.requestNew')}
          </Link>
        </FormLinks>
      )}
    </form>
  );
}
