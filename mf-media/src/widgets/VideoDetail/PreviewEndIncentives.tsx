import { useTranslation } from 'react-i18next';
import { Button, formatMoney, usePlatform, type FlowName, type VideoPreviewIncentive } from '@vx/shared';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { usePreviewEndIncentives } from '../../queries/videoDetail';

/** The incentive's line: what it offers, with the video's prices where it names them. */
function IncentiveText({ incentive }: { incentive: VideoPreviewIncentive }) {
  const { t } = useTranslation('media');
  const { language } = usePlatform();
  const money = (value: number) => formatMoney(value, incentive.price.currency, language);
  return (
    <p css={{ margin: 0 }}>
      {t(`playback.incentive.${incentive.type}`, {
        price: money(incentive.price.value),
        basePrice: money(incentive.basePrice.value),
        discount: incentive.discount,
        coins: money(incentive.missingCoins ?? 0),
      })}
    </p>
  );
}

/**
 * The video-preview-end incentives (conversion/getVideoPreviewEndIncentives), shown in the player
 * when a preview ends, the highest priority first: buying goes through the page's coin purchase,
 * every other action opens its flow (signup, login, top-up, VIP, age check).
 */
export function PreviewEndIncentives({ videoId }: { videoId: number }) {
  const { t } = useTranslation('media');
  const { openFlow } = usePlatform();
  const query = usePreviewEndIncentives(videoId, true);
  if (query.isPending) return <p css={{ margin: 0 }}>{t('playback.incentive.loading')}</p>;
  const incentives = query.data?.incentives ?? [];
  return (
    <ul data-testid="preview-incentives" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, justifyItems: 'center', maxWidth: 420 }}>
      {incentives.map((incentive) => (
        <li key={incentive.type} data-incentive={incentive.type} css={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
          <IncentiveText incentive={incentive} />
          {incentive.action === 'buy' ? (
            <BuyButton kind="video" id={videoId} price={incentive.price} free={false} bought={false} />
          ) : (
            <Button onClick={() => openFlow(incentive.action as FlowName)}>{t(`playback.incentive.action.${incentive.action}`)}</Button>
          )}
        </li>
      ))}
    </ul>
  );
}
