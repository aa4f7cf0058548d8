import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_BONUS_TICK_MS, secondsUntilBerlinDayEnd } from '@vx/shared/events';

const pad = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss of a number of seconds. */
export const formatCountdown = (seconds: number) => `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;

/**
 * The time left for today's offer (spec 001 §9: ticks every 1000 ms, ends 23:59:59 Berlin time).
 * At 0 it calls `onDayEnd` once, so the page loads the next day's offers.
 */
export function DailyDealTimer({ onDayEnd }: { onDayEnd?: () => void }) {
  const { t } = useTranslation('events');
  const [seconds, setSeconds] = useState(() => secondsUntilBerlinDayEnd(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntilBerlinDayEnd(new Date())), DAILY_BONUS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) onDayEnd?.();
  }, [seconds, onDayEnd]);
  const time = formatCountdown(seconds);
  return (
    <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section, fontWeight: 700 })}>
      {t('dailyDeals.endsIn')}{' '}
      <time data-testid="daily-deal-timer" dateTime={`PT${seconds}S`} css={{ fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </time>
    </p>
  );
}
