import { useTranslation } from 'react-i18next';
import { ChannelView } from '../../components/ChannelView/ChannelView';
import { TvLayout } from '../../components/TvLayout/TvLayout';

/** /tv/livestream/ (spec 000 §2, free TV): the live channel for everyone, what is on air and what comes. */
export default function LivestreamPage() {
  const { t } = useTranslation('tv');
  return (
    <TvLayout title={t('tv.livestream.title')} lead={t('tv.livestream.lead')}>
      <ChannelView channel="live" playerTitle={t('tv.livestream.playerTitle')} />
    </TvLayout>
  );
}
