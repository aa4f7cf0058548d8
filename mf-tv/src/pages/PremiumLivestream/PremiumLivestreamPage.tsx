import { useTranslation } from 'react-i18next';
import { ChannelView } from '../../components/ChannelView/ChannelView';
import { TvGate } from '../../components/TvGate/TvGate';
import { TvLayout } from '../../components/TvLayout/TvLayout';

/**
 * /tv/premium/livestream/ (spec 000 §2): the premium channel for TV subscribers; anyone else gets the
 * gate with the TV subscription's price and button (needAbo). The stream's query is keyed on the
 * guest's hasTvAbo, so a subscription bought in this session plays here without a reload.
 */
export default function PremiumLivestreamPage() {
  const { t } = useTranslation('tv');
  return (
    <TvLayout title={t('tv.premiumLivestream.title')} lead={t('tv.premiumLivestream.lead')}>
      <ChannelView channel="premium" playerTitle={t('tv.premiumLivestream.playerTitle')} gate={<TvGate headingId="tv-premium-gate" />} />
    </TvLayout>
  );
}
