import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, TIME_LIMITS, useBusEvent, usePlatform } from '@vx/shared';
import { useNow } from '../useNow';

type Step =
  | { name: 'idle' }
  | { name: 'asking' }
  | { name: 'offer'; amounts: number[]; until: number }
  | { name: 'unavailable' }
  | { name: 'charging'; amount: number }
  | { name: 'charged' };

/**
 * The in-chat top-up: asks whether a one-click charge is possible (`canOneClick`), offers the
 * amounts of the answer for TIME_LIMITS.inChatOneClick seconds, and charges one (`chargeOneClick`).
 * The chat goes on: the server's next `liveChatState` carries the new minutes. Without one-click,
 * the moneycharge flow. `autoAsk` asks at once (the balance is running out).
 */
export function OneClickTopUp({ actorId, autoAsk = false }: { actorId: number; autoAsk?: boolean }) {
  const { t } = useTranslation('chat');
  const { bus, openFlow, language } = usePlatform();
  const [stored, setStep] = useState<Step>({ name: 'idle' });
  const asked = useRef(false);
  /** An automatic question is out: its answer is taken though the guest pressed nothing. */
  const awaiting = useRef(false);
  const now = useNow(1000, stored.name === 'offer');
  const secondsLeft = stored.name === 'offer' ? Math.max(0, Math.ceil((stored.until - now) / 1000)) : 0;
  // The offer lapses after its time.
  const step: Step = stored.name === 'offer' && secondsLeft === 0 ? { name: 'idle' } : stored;

  const ask = () => {
    setStep({ name: 'asking' });
    bus.send({ type: 'canOneClick' });
  };

  useEffect(() => {
    if (!autoAsk || asked.current) return;
    asked.current = true;
    awaiting.current = true;
    bus.send({ type: 'canOneClick' });
  }, [autoAsk, bus]);

  useBusEvent('canOneClickResult', (event) => {
    if (step.name !== 'asking' && !awaiting.current) return;
    awaiting.current = false;
    const amounts = event.amounts.filter((amount) => Number.isInteger(amount) && amount > 0);
    setStep(event.result && amounts.length > 0 ? { name: 'offer', amounts, until: Date.now() + TIME_LIMITS.inChatOneClick * 1000 } : { name: 'unavailable' });
  });
  useBusEvent('guestBalance', () => {
    if (step.name === 'charging') setStep({ name: 'charged' });
  });

  const charge = (amount: number) => {
    setStep({ name: 'charging', amount });
    bus.send({ type: 'chargeOneClick', amount, channelId: actorId });
  };
  const coins = (amount: number) => formatMoney(amount, 'VXC', language);

  return (
    <div data-testid="one-click" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      {step.name === 'offer' ? (
        <>
          <p css={{ margin: 0 }}>{t('live.topUp.offer', { count: secondsLeft })}</p>
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            {step.amounts.map((amount) => (
              <li key={amount}>
                <Button data-testid="one-click-amount" onClick={() => charge(amount)} css={{ minHeight: 44 }}>
                  {t('live.topUp.amount', { amount: coins(amount) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' })}>
          <Button data-testid="one-click-ask" onClick={ask} disabled={step.name === 'asking' || step.name === 'charging'} css={{ minHeight: 44 }}>
            {step.name === 'asking' ? t('live.topUp.asking') : t('live.topUp.ask')}
          </Button>
          <Button variant="secondary" onClick={() => openFlow('moneycharge')} css={{ minHeight: 44 }}>
            {t('live.topUp.moneycharge')}
          </Button>
        </div>
      )}
      {step.name === 'unavailable' && <p css={{ margin: 0 }}>{t('live.topUp.unavailable')}</p>}
      {step.name === 'charging' && <p role="status" css={{ margin: 0 }}>{t('live.topUp.charging', { amount: coins(step.amount) })}</p>}
      {step.name === 'charged' && <p role="status" css={{ margin: 0 }}>{t('live.topUp.charged')}</p>}
    </div>
  );
}
