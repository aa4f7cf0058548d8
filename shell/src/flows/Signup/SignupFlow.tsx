import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField, FormLinks, FormMessage, isValidEmail, usePlatform } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { signupErrorKey } from '../errors';
import { EmailField, MIN_PASSWORD_LENGTH, NewPasswordField, SubmitButton } from '../Form/FlowFields';
import { useFlow } from '../useFlow';
import { SignupConfirm } from './SignupConfirm';

interface Errors {
  email?: string;
  password?: string;
  terms?: string;
}

/** `?flow=signup` asks for the confirmation mail; `?flow=signup&token=…` (the mailed link) confirms it. */
export function SignupFlow() {
  const { token } = useFlow();
  return token ? <SignupConfirm token={token} /> : <SignupForm />;
}

/**
 * Signup with e-mail, password and the terms (POST vxpay/signup through the session). The answer is
 * the same whether or not the address has an account: the mail tells which, so the form says "check
 * your mail" either way.
 */
function SignupForm() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const { session } = useServices();
  const { searchFor, then } = useFlow();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  function validate(): Errors {
    const found: Errors = {};
    if (!isValidEmail(email.trim())) found.email = t('flows.errors.emailInvalid');
    if (password.length < MIN_PASSWORD_LENGTH) found.password = t('flows.errors.passwordShort', { count: MIN_PASSWORD_LENGTH });
    if (!terms) found.terms = t('flows.errors.termsRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.terms) return termsRef.current?.focus();
    setPending(true);
    try {
      await session.signup(email.trim(), password);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(t(signupErrorKey(error)));
      setPending(false);
    }
  }

  if (sentTo) return <FormMessage kind="success">{t('flows.signup.checkMail', { email: sentTo })}</FormMessage>;

  const termsHref = platform.hasRoute('termsOfService') ? platform.href('termsOfService') : null;
  const keep: Record<string, string> = then ? { then } : {};
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <EmailField
        ref={emailRef}
        label={t('flows.fields.email')}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <NewPasswordField
        ref={passwordRef}
        label={t('flows.fields.password')}
        name="password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CheckboxField
        ref={termsRef}
        name="terms"
        checked={terms}
        error={errors.terms}
        onChange={(event) => setTerms(event.target.checked)}
        label={
          <Trans
            t={t}
            i18nKey="flows.signup.acceptTerms"
            components={{
              terms: termsHref ? <a href={termsHref} target="_blank" rel="noopener" css={{ textDecoration: 'underline' }} /> : <span />,
            }}
          />
        }
      />
      <SubmitButton pending={pending}>{t('flows.signup.submit')}</SubmitButton>
      <FormLinks>
        <span>
          {t('flows.signup.haveAccount')}{' '}
          <Link to={{ search: searchFor('login', keep) }} replace>
            {t('flows.signup.toLogin')}
          </Link>
        </span>
      </FormLinks>
    </form>
  );
}
