import { useTranslation } from 'react-i18next';
import { Button } from '@vx/shared';
import { ProviderCheckout } from './ProviderCheckout';

/** A payment flow's checkout step: the provider's page, what to do there, and the way back. */
export function CheckoutStep({ src, testId, backLabel, onBack }: { src: string; testId: string; backLabel: string; onBack: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div>
      <p role="status" css={(theme) => ({ margin: `0 0 ${theme.space(3)}px`, color: theme.colors.textMuted })}>
        {t('flows.moneycharge.waiting')}
      </p>
      <ProviderCheckout src={src} title={t('flows.moneycharge.checkoutTitle')} testId={testId} maxHeight={620} />
      <div css={(theme) => ({ marginTop: theme.space(3), textAlign: 'right' })}>
        <Button variant="ghost" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
