import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, PageHeader, QueryState, Skeleton, useDocumentTitle } from '@vx/shared';
import { DailyDealCard, type DealSlot } from '../../components/DailyDealCard/DailyDealCard';
import { DailyDealTimer } from '../../components/DailyDealTimer/DailyDealTimer';
import { DailyDealVouchers } from '../../components/DailyDealVouchers/DailyDealVouchers';
import { useDailyBonusDays } from '../../queries/rewards';

const SLOTS: readonly DealSlot[] = ['previous', 'current', 'next'];

const grid = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' } as const;

/** /daily-deals/ (de /deal-des-tages/): yesterday's, today's and tomorrow's offer, the time left for today's and the guest's vouchers. */
export default function DailyDealsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('dailyDeals.title'));
  const days = useDailyBonusDays();
  const { refetch } = days;
  // At 23:59:59 Berlin time today's offer ends: the next day's three are read.
  const onDayEnd = useCallback(() => void refetch(), [refetch]);
  return (
    <Container>
      <PageHeader title={t('dailyDeals.title')}>
        <p css={{ margin: 0 }}>{t('dailyDeals.lead')}</p>
        <DailyDealTimer onDayEnd={onDayEnd} />
      </PageHeader>
      <section aria-label={t('dailyDeals.daysLabel')} aria-busy={days.isPending} css={(theme) => ({ marginBottom: theme.space(8) })}>
        <QueryState
          query={days}
          error={t('dailyDeals.error')}
          loading={
            <ul css={grid}>
              {SLOTS.map((slot) => (
                <li key={slot}>
                  <Skeleton height={280} />
                </li>
              ))}
            </ul>
          }
        >
          {(data) => (
            <ul css={grid}>
              {SLOTS.map((slot) => (
                <li key={slot} css={{ display: 'grid', minWidth: 0 }}>
                  <DailyDealCard day={data[slot]} slot={slot} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <DailyDealVouchers />
    </Container>
  );
}
