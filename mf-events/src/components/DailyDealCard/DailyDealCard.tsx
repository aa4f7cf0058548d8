import { useTranslation } from 'react-i18next';
import { Heading, usePlatform } from '@vx/shared';
import { formatMoney } from '@vx/shared/money';
import { BoughtBadge } from './BoughtBadge';
import { DailyDealBuy } from './DailyDealBuy';
import { type DailyBonusDay } from '@vx/shared/events';

export type DealSlot = 'previous' | 'current' | 'next';

const calendarDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * One day of the daily bonus: the offer, its effect, its conditions, its price (or free) and where
 * the guest stands: bought, today's button, yesterday's missed, tomorrow's coming.
 */
export function DailyDealCard({ day, slot }: { day: DailyBonusDay; slot: DealSlot }) {
  const { t } = useTranslation('events');
  const { language } = usePlatform();
  const values = { amount: day.effect.amount, count: day.quantity, minTopUp: day.conditions.minTopUp ?? 0 };
  const headingId = `daily-deal-${slot}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="daily-deal-card"
      data-slot={slot}
      data-offer={day.offer}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space(2),
        alignContent: 'start',
        minWidth: 0,
        padding: theme.space(4),
        borderRadius: theme.radius,
        background: theme.colors.surface,
        border: `${slot === 'current' ? 2 : 1}px solid ${slot === 'current' ? theme.colors.primary : theme.colors.border}`,
      })}
    >
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        {t(`dailyDeals.slots.${slot}`)} · {calendarDay(day.date, language)}
      </p>
      <Heading level={2} id={headingId}>
        {t(`dailyDeals.offers.${day.offer}.title`, values)}
      </Heading>
      <p css={{ margin: 0 }}>{t(`dailyDeals.offers.${day.offer}.effect`, values)}</p>
      {day.content && (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="daily-deal-content">
          {t(day.content.type === 'video' ? 'dailyDeals.contentVideo' : 'dailyDeals.contentAlbum', { title: day.content.title, actor: day.content.actorName })}
        </p>
      )}
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(4), fontSize: theme.fontSize.small })}>
        {day.conditions.vip && <li>{t('dailyDeals.conditions.vip')}</li>}
        {day.conditions.minTopUp !== null && <li>{t('dailyDeals.conditions.minTopUp', { coins: formatMoney(day.conditions.minTopUp, 'VXC', language) })}</li>}
        <li>{t('dailyDeals.conditions.once')}</li>
      </ul>
      <p data-testid="daily-deal-price" css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.section })}>
        {day.free ? t('dailyDeals.free') : formatMoney(day.price, 'VXC', language)}
      </p>
      {day.purchased ? (
        <BoughtBadge free={day.free} />
      ) : slot === 'current' ? (
        <DailyDealBuy day={day} />
      ) : (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t(slot === 'previous' ? 'dailyDeals.missed' : 'dailyDeals.upcoming')}</p>
      )}
    </article>
  );
}
