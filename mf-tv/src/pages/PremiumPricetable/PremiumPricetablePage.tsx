import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_FLOWS } from '@vx/shared';
import { PriceTable } from '../../components/PriceTable/PriceTable';
import { TvLayout } from '../../components/TvLayout/TvLayout';

/** /tv/premium/pricetable/: the plans vipabo, trialvipabo and vxtvabo with their prices and buttons. */
export default function PremiumPricetablePage() {
  const { t } = useTranslation('tv');
  return (
    <TvLayout title={t('tv.pricetable.title')} lead={t('tv.pricetable.lead')}>
      <PriceTable flows={SUBSCRIPTION_FLOWS} headingId="tv-pricetable-plans" title={t('tv.pricetable.heading')} />
    </TvLayout>
  );
}
