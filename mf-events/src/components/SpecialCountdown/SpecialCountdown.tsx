import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds until `target`, ticking every second (an upcoming event's start). */
export function SpecialCountdown({ target, onDone }: { target: string; onDone?: () => void }) {
  const { t } = useTranslation('events');
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onDone?.();
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left, onDone]);
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <p data-testid="special-countdown" role="timer" aria-live="off" css={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
      {t('special.countdown', { count: days, time })}
    </p>
  );
}
