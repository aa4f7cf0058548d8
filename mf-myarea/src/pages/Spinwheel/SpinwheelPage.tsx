import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, Skeleton, mq } from '@vx/shared';
import { muted, panel } from '../../components/Benefits/panel';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';
import { LoyaltyRewards } from '../../components/Spinwheel/LoyaltyRewards';
import { RewardHistory } from '../../components/Spinwheel/RewardHistory';
import { SpinPanel } from '../../components/Spinwheel/SpinPanel';
import { formatDay } from '../../components/Benefits/format';
import { useSpinwheel } from '../../queries/spinwheel';

/**
 * /myvisitx/spinwheel/ (spec 000 §2 My area): the loyalty spin wheel with the guest's spins and
 * points, the wheel, his rewards and their history, the monthly rewards and the coin loyalty bonus.
 */
export default function SpinwheelPage() {
  const { t, i18n } = useTranslation('myarea');
  const query = useSpinwheel();
  const data = useDeferredValue(query.data);
  return (
    <MyAreaLayout title={t('spinwheel.title')}>
      <QueryState query={{ ...query, data }} loading={<Skeleton height={360} />} error={t('spinwheel.loadError')}>
        {(info) =>
          info.spinwheelActive ? (
            <div css={(theme) => ({ display: 'grid', gap: theme.space(4), [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } })}>
              <section css={panel} aria-label={t('spinwheel.title')}>
                <p data-testid="spinwheel-spins" css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.lead })}>
                  {t('spinwheel.spins', { count: info.spins })} · {t('spinwheel.points', { count: info.points })}
                </p>
                {info.lastSpinDate && <p css={muted}>{t('spinwheel.lastSpin', { date: formatDay(info.lastSpinDate, i18n.language) })}</p>}
                <SpinPanel info={info} />
              </section>
              <div css={(theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
                <RewardHistory history={info.spinRewardHistory} />
                <LoyaltyRewards info={info} />
              </div>
            </div>
          ) : (
            <p css={muted}>{t('spinwheel.inactive')}</p>
          )
        }
      </QueryState>
    </MyAreaLayout>
  );
}
