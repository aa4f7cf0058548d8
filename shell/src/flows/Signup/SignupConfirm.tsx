import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../platform/ServicesContext';
import { mailedLinkErrorKey } from '../errors';
import { FormMessage } from '@vx/shared';
import { FlowOutcome } from '../Form/FlowFields';
import { useFlow } from '../useFlow';

/** The mailed confirmation link: POST vxpay/signup/confirm through the session, which logs the guest in. */
export function SignupConfirm({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const { finish } = useFlow();
  const [failure, setFailure] = useState<string | null>(null);
  // A token works once: a second run of the effect (StrictMode, a re-render) must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.confirmSignup(token).then(
      () => finish(),
      (error: unknown) => setFailure(t(mailedLinkErrorKey(error))),
    );
  }, [session, token, finish, t]);

  if (failure) return <FlowOutcome kind="error" message={failure} next={{ flow: 'signup', label: t('flows.signup.again') }} />;
  return <FormMessage kind="info">{t('flows.signup.confirming')}</FormMessage>;
}
