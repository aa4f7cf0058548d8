import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Heading, usePlatform } from '@vx/shared';
import { OnAir } from '../../components/OnAir/OnAir';
import { PriceTable } from '../../components/PriceTable/PriceTable';
import { TvLayout } from '../../components/TvLayout/TvLayout';

const OFFERS = ['offers.channel', 'offers.series', 'offers.lateNight'] as const;

/** /tv/premium/: what premium TV offers, what is on it now, the way to its live stream and the prices. */
export default function PremiumPage() {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  return (
    <TvLayout title={t('tv.premium.title')} lead={t('tv.premium.lead')}>
      <section aria-labelledby="tv-premium-offers" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
        <Heading level={2} id="tv-premium-offers">
          {t('tv.premium.offersTitle')}
        </Heading>
        <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(1) })}>
          {OFFERS.map((offer) => (
            <li key={offer}>{t(`tv.premium.${offer}`)}</li>
          ))}
        </ul>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
          <Link to={href('tvPremiumLivestream')} css={buttonStyle('primary')}>
            {t('tv.premium.watch')}
          </Link>
          <Link to={href('tvPremiumPricetable')} css={buttonStyle('secondary')}>
            {t('tv.premium.allPrices')}
          </Link>
        </div>
      </section>
      <OnAir channel="premium" />
      <PriceTable flows={['vxtvabo']} headingId="tv-premium-prices" title={t('tv.premium.pricesTitle')} />
    </TvLayout>
  );
}
