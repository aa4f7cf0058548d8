import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage, Heading } from '@vx/shared';
import {
  PINCALL_TYPES,
  PincallRefusal,
  useBonusAvailable,
  usePincallVerifications,
  useStartPincall,
  useVerifyPincall,
  type PincallType,
  type PincallVerification as Verification,
} from '../../queries/pincall';

const errorCodeOf = (error: unknown) => (error instanceof PincallRefusal ? error.errorCode : 10);

/**
 * Phone verification by pincall (spec 000 §4 Pincall): the guest gives a number and its type, the
 * service calls and says a PIN (6 digits for mobile, 5 for fixed), the guest types it in. Every
 * refusal of spec 001 §8 is said in words. Until a mobile number is verified the welcome bonus it
 * brings is named.
 */
export function PincallVerification() {
  const { t } = useTranslation('myarea');
  const verifications = usePincallVerifications();
  const bonusAvailable = useBonusAvailable();
  const start = useStartPincall();
  const verify = useVerifyPincall();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [type, setType] = useState<PincallType>('mobile');
  const [pin, setPin] = useState('');
  const [called, setCalled] = useState<Verification | null>(null);
  const verified = (verifications.data ?? []).filter((item) => item.verified);
  const error = start.error ?? verify.error;

  const call = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    start.mutate(
      { phoneNumber, type },
      {
        onSuccess: (verification) => {
          setCalled(verification);
          setPin('');
        },
      },
    );
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (called) verify.mutate({ id: called.id, type: called.type, pin }, { onSuccess: () => setCalled(null) });
  };

  return (
    <section aria-labelledby="pincall-title" data-testid="pincall" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <Heading level={2} id="pincall-title">
        {t('verification.pincall.title')}
      </Heading>
      {verified.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: '1.2em' }} data-testid="pincall-verified">
          {verified.map((item) => (
            <li key={item.id}>{t('verification.pincall.verifiedNumber', { number: item.e123, type: t(`verification.pincall.types.${item.type}`) })}</li>
          ))}
        </ul>
      )}
      {verify.isSuccess && <FormMessage kind="success">{t('verification.pincall.success')}</FormMessage>}
      {error && <FormMessage kind="error">{t(`verification.pincall.errors.${errorCodeOf(error)}`)}</FormMessage>}
      {called ? (
        <form onSubmit={confirm} css={(theme) => ({ display: 'grid', gap: theme.space(3), maxWidth: 420 })}>
          <p css={{ margin: 0 }} role="status">
            {t('verification.pincall.calling', { number: called.e123, count: called.pinLength })}
          </p>
          <Field
            label={t('verification.pincall.pin')}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, called.pinLength))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={called.pinLength}
            required
          />
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            <Button type="submit" disabled={verify.isPending || pin.length !== called.pinLength}>
              {t('verification.pincall.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => {
                setCalled(null);
                verify.reset();
              }}>
              {t('verification.pincall.changeNumber')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={call} css={(theme) => ({ display: 'grid', gap: theme.space(3), maxWidth: 420 })}>
          <p css={{ margin: 0 }}>{t('verification.pincall.intro')}</p>
          {bonusAvailable.data === true && (
            <p css={{ margin: 0, fontWeight: 600 }} data-testid="pincall-bonus">
              {t('verification.pincall.welcomeBonus')}
            </p>
          )}
          <Field
            label={t('verification.pincall.phoneNumber')}
            hint={t('verification.pincall.phoneHint')}
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            required
          />
          <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
            <legend>{t('verification.pincall.type')}</legend>
            {PINCALL_TYPES.map((option) => (
              <label key={option} css={(theme) => ({ display: 'inline-flex', gap: theme.space(1), marginRight: theme.space(4), alignItems: 'center' })}>
                <input type="radio" name="pincall-type" value={option} checked={type === option} onChange={() => setType(option)} />
                {t(`verification.pincall.types.${option}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={start.isPending}>
              {t('verification.pincall.call')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
