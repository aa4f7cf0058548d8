import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, usePlatform } from '@vx/shared';
import { useServices } from '../../platform/ServicesContext';
import { guestNameChangeErrorKey } from '../errors';
import { SubmitButton } from '../Form/FlowFields';
import { useFlow } from '../useFlow';
import { GuestNameField } from './GuestNameField';
import { guestNameError } from './nameRules';

/**
 * `?flow=guestName`, opened from the account menu: the guest's public user name, changed through
 * guest/profile/update (spec 001 §7.2 "POST: properties"). The session keeps the stored name, so the
 * navbar shows it as soon as the server has it; a visitor logs in first and comes back here.
 */
export function GuestNameFlow() {
  const { t } = useTranslation('shell');
  const { guest } = usePlatform();
  const { session } = useServices();
  const { switchTo, close } = useFlow();
  const loggedIn = guest.isLoggedIn || session.isLoggedIn === true;
  // null until the guest edits it: the field starts with the name held now.
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const name = edited ?? guest.name ?? '';

  useEffect(() => {
    if (!loggedIn) switchTo('login', { then: 'guestName' });
  }, [loggedIn, switchTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const ruleError = guestNameError(name, t);
    setError(ruleError);
    setFailure(null);
    if (ruleError) return nameRef.current?.focus();
    if (name.trim() === guest.name) return close();
    setPending(true);
    try {
      await session.changeName(name.trim());
      close();
    } catch (caught) {
      setFailure(t(guestNameChangeErrorKey(caught)));
      setPending(false);
      nameRef.current?.focus();
    }
  }

  if (!loggedIn) return null;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <p css={(theme) => ({ marginTop: 0, color: theme.colors.textMuted })}>{t('guestName.intro')}</p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <GuestNameField ref={nameRef} label={t('guestName.label')} value={name} error={error} onChange={(event) => setEdited(event.target.value)} />
      <SubmitButton pending={pending}>{t('guestName.submit')}</SubmitButton>
    </form>
  );
}
