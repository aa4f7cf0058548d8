import { useTranslation } from 'react-i18next';
import { Button, FormMessage, Heading, usePlatform } from '@vx/shared';

/**
 * The guest's age verification (spec 000 §4 AVS states) with the way to do it: the shell's avs
 * flow. The state is the guest's, which the socket's avs events update, so this follows at once.
 */
export function AgeVerification() {
  const { t } = useTranslation('myarea');
  const { guest, openFlow } = usePlatform();
  const status = guest.avsStatus;
  return (
    <section aria-labelledby="avs-title" data-testid="avs" css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'start' })}>
      <Heading level={2} id="avs-title">
        {t('verification.avs.title')}
      </Heading>
      {status === 'accepted' && <FormMessage kind="success">{t('verification.avs.accepted')}</FormMessage>}
      {status === 'pending' && <p role="status" css={{ margin: 0 }}>{t('verification.avs.pending')}</p>}
      {status === 'rejected' && <FormMessage kind="error">{t('verification.avs.rejected', { message: guest.avsRejectMessage ?? '' })}</FormMessage>}
      {status === 'unknown' && <p css={{ margin: 0 }}>{t('verification.avs.unknown')}</p>}
      {(status === 'unknown' || status === 'rejected') && <Button onClick={() => void openFlow('avs')}>{t('verification.avs.start')}</Button>}
    </section>
  );
}
