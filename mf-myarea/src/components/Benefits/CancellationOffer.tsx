import { useTranslation } from 'react-i18next';
import { Button, FormMessage, Heading, RestError, usePlatform } from '@vx/shared';
import { useAcceptCancellationOffer } from '../../queries/rewards';
import { muted, panel } from './panel';

/**
 * The cancellation offer (status bar `cancelationoffer`, spec 001 §7.2 guest/acceptCancellationOffer):
 * a VIP guest keeps his subscription with a free month. The text he saw goes along as `platform_text`.
 */
export function CancellationOffer() {
  const { t } = useTranslation('myarea');
  const { guest } = usePlatform();
  const accept = useAcceptCancellationOffer();
  if (!guest.isVip) return null;
  const text = t('benefits.cancellation.text');
  const already = accept.error instanceof RestError && accept.error.status === 409;
  return (
    <section css={panel} aria-labelledby="benefits-cancellation">
      <Heading level={2} size="subsection" id="benefits-cancellation">
        {t('benefits.cancellation.title')}
      </Heading>
      <p css={muted}>{text}</p>
      {accept.isSuccess ? (
        <FormMessage kind="success">{t('benefits.cancellation.accepted', { count: accept.data.accepted_offer_info.amount })}</FormMessage>
      ) : (
        <div>
          <Button onClick={() => accept.mutate(text)} disabled={accept.isPending}>
            {t('benefits.cancellation.accept')}
          </Button>
        </div>
      )}
      {accept.isError && <FormMessage kind="error">{already ? t('benefits.cancellation.alreadyAccepted') : t('benefits.cancellation.error')}</FormMessage>}
    </section>
  );
}
