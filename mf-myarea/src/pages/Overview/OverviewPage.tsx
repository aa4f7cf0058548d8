import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, QueryState, Skeleton, usePlatform } from '@vx/shared';
import { AgeVerification } from '../../components/AgeVerification/AgeVerification';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';
import type { MyAreaRoute } from '../../components/MyAreaLayout/myAreaNav';
import { useSidebarData, type SidebarData } from '../../queries/sidebarData';
import { PincallVerification } from '../../components/Pincall/PincallVerification';
import { OverviewCard } from './OverviewCard';

const CARD_COUNT = 9;

/**
 * /myvisitx/ (spec 000 §2 My area): the sidebar data of the personal area (spec 001 §7.4), each
 * figure a link to the page that lists it, then the guest's verifications (age, phone number).
 */
export default function OverviewPage() {
  const { t } = useTranslation('myarea');
  const query = useSidebarData();
  const data = useDeferredValue(query.data);
  return (
    <MyAreaLayout title={t('overview.title')}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(8) })}>
        <QueryState query={{ ...query, data }} loading={<OverviewSkeleton />} error={t('overview.loadError')}>
          {(sidebar) => <OverviewCards data={sidebar} />}
        </QueryState>
        <AgeVerification />
        <PincallVerification />
      </div>
    </MyAreaLayout>
  );
}

const grid = (theme: import('@emotion/react').Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

function OverviewSkeleton() {
  return (
    <ul aria-busy="true" css={grid}>
      {Array.from({ length: CARD_COUNT }, (_, index) => (
        <li key={index}>
          <Skeleton height={96} />
        </li>
      ))}
    </ul>
  );
}

function OverviewCards({ data }: { data: SidebarData }) {
  const { t } = useTranslation('myarea');
  const { href, hasRoute, openFlow } = usePlatform();
  const to = (name: MyAreaRoute) => (hasRoute(name) ? href(name) : null);
  const subscription = (active: boolean, former: boolean) =>
    t(active ? 'overview.subscriptionActive' : former ? 'overview.subscriptionEnded' : 'overview.subscriptionNone');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
      <ul css={grid} aria-label={t('overview.figures')}>
        <OverviewCard testId="overview-balance" label={t('overview.balance')} value={data.balanceFormatted} to={null} />
        <OverviewCard testId="overview-vip" label={t('overview.vip')} value={subscription(data.isVip, false)} to={to('myvisitxBenefits')} />
        <OverviewCard testId="overview-tv" label={t('overview.tv')} value={subscription(data.hasTvAbo, data.hadTvAbo)} to={null} />
        <OverviewCard testId="overview-videos" label={t('overview.videos')} value={data.boughtVideosCount} to={to('myvisitxMediathek')} />
        <OverviewCard
          testId="overview-photos"
          label={t('overview.photos')}
          value={data.boughtPhotosCount}
          detail={t('overview.albums', { count: data.boughtAlbumsCount })}
          to={to('myvisitxMediathekPhotos')}
        />
        <OverviewCard
          testId="overview-favourites"
          label={t('overview.favourites')}
          value={data.pinnedFavouritesCount}
          detail={t('overview.online', { count: data.onlineFavouritesCount })}
          to={to('myvisitxFavoriteCams')}
        />
        <OverviewCard
          testId="overview-loyalty"
          label={t('overview.loyaltyPoints')}
          value={data.loyaltyPoints}
          detail={t('overview.spins', { count: data.spinwheelSpins })}
          to={to('myvisitxSpinwheel')}
        />
        <OverviewCard testId="overview-vouchers" label={t('overview.vouchers')} value={data.vouchersCount} to={to('myvisitxBenefits')} />
        <OverviewCard testId="overview-chats" label={t('overview.chats')} value={data.videochatsCount} to={to('myvisitxChats')} />
      </ul>
      <div>
        <Button onClick={() => void openFlow('moneycharge')}>{t('overview.topUp')}</Button>
      </div>
    </div>
  );
}
