import { useTranslation } from 'react-i18next';
import { formatMoney, usePlatform, type ChatSession } from '@vx/shared';
import { useNow } from '../useNow';
import { formatDuration, meterOf } from './meter';

/**
 * What the running chat costs: the time since its start (ticking each second), the coins spent,
 * the price per minute and the minutes the balance still pays for, with a warning at one minute.
 */
export function CostMeter({ session, compact = false }: { session: ChatSession; compact?: boolean }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const now = useNow(1000, session.state === 'running');
  const meter = meterOf(session, now);
  const coins = (amount: number) => formatMoney(amount, 'VXC', language);
  const free = meter.pricePerMinute === 0;

  return (
    <div
      data-testid="chat-meter"
      data-coins-spent={meter.coinsSpent}
      data-minutes={meter.minutes}
      css={(theme) => ({ display: 'grid', gap: theme.space(1), fontSize: theme.fontSize.small })}
    >
      <dl css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${theme.space(1)}px ${theme.space(4)}px` })}>
        <div css={{ display: 'flex', gap: 6 }}>
          <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.elapsed')}</dt>
          <dd css={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            <time dateTime={`PT${meter.elapsedSeconds}S`}>{formatDuration(meter.elapsedSeconds)}</time>
          </dd>
        </div>
        {free ? (
          <div css={{ display: 'flex', gap: 6 }}>
            <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.price')}</dt>
            <dd css={{ margin: 0, fontWeight: 700 }}>{t('live.meter.free')}</dd>
          </div>
        ) : (
          <>
            <div css={{ display: 'flex', gap: 6 }}>
              <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.spent')}</dt>
              <dd css={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{coins(meter.coinsSpent)}</dd>
            </div>
            <div css={{ display: 'flex', gap: 6 }}>
              <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.price')}</dt>
              <dd css={{ margin: 0 }}>{t('pricePerMinute', { price: coins(meter.pricePerMinute) })}</dd>
            </div>
            {!compact && (
              <div css={{ display: 'flex', gap: 6 }}>
                <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.minutes')}</dt>
                <dd css={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{meter.minutes}</dd>
              </div>
            )}
            {meter.minutesLeft !== null && (
              <div css={{ display: 'flex', gap: 6 }}>
                <dt css={(theme) => ({ color: theme.colors.textMuted })}>{t('live.meter.left')}</dt>
                <dd css={(theme) => ({ margin: 0, fontWeight: 700, color: meter.lowBalance ? theme.colors.danger : undefined })}>
                  {t('live.meter.minutesLeft', { count: meter.minutesLeft })}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
      {meter.lowBalance && (
        <p role="alert" data-testid="low-balance" css={(theme) => ({ margin: 0, fontWeight: 700, color: theme.colors.danger })}>
          {meter.minutesLeft === 0 ? t('live.meter.lastMinute') : t('live.meter.lowBalance')}
        </p>
      )}
    </div>
  );
}
