import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, CheckboxField, FormLinks, FormMessage, isValidEmail, usePlatform } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { signupErrorKey } from '../errors';
import { EmailField, MIN_PASSWORD_LENGTH, NewPasswordField, SubmitButton } from '../Form/FlowFields';
import { GuestNameField } from '../GuestName/GuestNameField';
import { guestNameError } from '../GuestName/nameRules';
import { useNameSuggestion } from '../GuestName/useNameSuggestion';
import { useFlow } from '../useFlow';
import { SignupConfirm } from './SignupConfirm';

interface Errors {
  email?: string;
  name?: string;
  password?: string;
  terms?: string;
}

/** `?flow=signup` asks for the confirmation mail; `?flow=signup&token=…` (the mailed link) confirms it. */
export function SignupFlow() {
  const { token } = useFlow();
  return token ? <SignupConfirm token={token} /> : <SignupForm />;
}

/**
 * Signup with e-mail, password, the public user name and the terms (POST vxpay/signup through the
 * session). The name starts as the server's readable suggestion, which the guest may edit or swap for
 * another; a name left empty gets one when the account is made. The answer is
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
  const suggestion = useNameSuggestion();
  // null until the guest edits it: until then the field shows the suggestion, once it arrives.
  const [editedName, setEditedName] = useState<string | null>(null);
  const name = editedName ?? suggestion.data?.name ?? '';
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  function validate(): Errors {
    const found: Errors = {};
    if (!isValidEmail(email.trim())) found.email = t('flows.errors.emailInvalid');
    if (password.length < MIN_PASSWORD_LENGTH) found.password = t('flows.errors.passwordShort', { count: MIN_PASSWORD_LENGTH });
    const nameError = name.trim() ? guestNameError(name, t) : null;
    if (nameError) found.name = nameError;
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
    if (found.name) return nameRef.current?.focus();
    if (found.terms) return termsRef.current?.focus();
    setPending(true);
    try {
      await session.signup(email.trim(), password, name.trim() || undefined);
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
      <GuestNameField
        ref={nameRef}
        label={t('flows.signup.name')}
        value={name}
        error={errors.name}
        onChange={(event) => setEditedName(event.target.value)}
        after={
          <Button
            type="button"
            variant="secondary"
            disabled={suggestion.isFetching}
            onClick={() => {
              setEditedName(null);
              void suggestion.refetch();
            }}
            css={{ justifySelf: 'start' }}
          >
            {t('flows.signup.otherName')}
          </Button>
        }
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
