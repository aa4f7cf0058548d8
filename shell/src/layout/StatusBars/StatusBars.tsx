import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseIcon, IconButton, mq, useBusEvent, usePlatform, type Guest } from '@vx/shared';
import { isWorkingFlow } from '../../flows/flowNames';
import { useOpenFlow } from '../../flows/useFlow';

/** Status bar types of spec 000 §3 that the shell shows today. */
export type StatusBarType = 'noavs' | 'avsstatus' | 'avsaccepted';

export interface StatusBar {
  type: StatusBarType;
  tone: 'info' | 'warning' | 'success';
}

const DISMISSED_KEY = 'vx.dismissedStatusBars';

/**
 * The bars a guest's state calls for: age verification missing, pending or rejected. The bar that
 * only asks to verify exists while the AVS flow does (`canVerify`): a banner never offers a dead end.
 */
export function statusBarsFor(guest: Pick<Guest, 'isLoggedIn' | 'avsStatus'>, accepted: boolean, canVerify: boolean): StatusBar[] {
  if (!guest.isLoggedIn) return [];
  if (accepted && guest.avsStatus === 'accepted') return [{ type: 'avsaccepted', tone: 'success' }];
  if (guest.avsStatus === 'accepted') return [];
  if (guest.avsStatus === 'unknown') return canVerify ? [{ type: 'noavs', tone: 'info' }] : [];
  return [{ type: 'avsstatus', tone: guest.avsStatus === 'rejected' ? 'warning' : 'info' }];
}

function readDismissed(): StatusBarType[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Dismissible bars under the navbar for the guest's state. Dismissing one hides it for the
 * browser session and tells the server (removeStatusBar over the bus). "Verify now" is offered
 * only while the AVS flow works (flowNames' WORKING_FLOWS).
 */
export function StatusBars({ canVerify = isWorkingFlow('avs') }: { canVerify?: boolean }) {
  const { t } = useTranslation('shell');
  const { guest, bus } = usePlatform();
  const openFlow = useOpenFlow();
  const [dismissed, setDismissed] = useState<StatusBarType[]>(readDismissed);
  const [accepted, setAccepted] = useState(false);
  useBusEvent('avsSet', () => {
    setAccepted(true);
    setDismissed((current) => current.filter((type) => type !== 'avsaccepted'));
  });

  const bars = statusBarsFor(guest, accepted, canVerify).filter((bar) => !dismissed.includes(bar.type));
  if (!bars.length) return null;

  const dismiss = (type: StatusBarType) => {
    const next = [...dismissed, type];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Without storage the bar comes back on the next visit; nothing else breaks.
    }
    bus.send({ type: 'removeStatusBar', statusBarType: type });
  };

  const text = (bar: StatusBar) => {
    if (bar.type === 'avsstatus') {
      return guest.avsStatus === 'rejected'
        ? t('statusBars.avsRejected', { message: guest.avsRejectMessage ?? '' })
        : t('statusBars.avsPending');
    }
    return t(`statusBars.${bar.type}`);
  };

  return (
    <section aria-label={t('statusBars.label')} data-testid="status-bars">
      {bars.map((bar) => (
        <div
          key={bar.type}
          data-testid={`status-bar-${bar.type}`}
          css={(theme) => ({
            background: theme.colors.surfaceRaised,
            borderBottom: `1px solid ${theme.colors.border}`,
            borderLeft: `4px solid ${bar.tone === 'success' ? theme.colors.success : bar.tone === 'warning' ? theme.colors.danger : theme.colors.accent}`,
          })}
        >
          <div
            css={(theme) => ({
              maxWidth: 1440,
              margin: '0 auto',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: theme.space(2),
              padding: `${theme.space(2)}px ${theme.space(3)}px`,
              [mq.md]: { padding: `${theme.space(2)}px ${theme.space(6)}px` },
            })}
          >
            <p css={(theme) => ({ margin: 0, flex: '1 1 240px', fontSize: theme.fontSize.body })}>{text(bar)}</p>
            {canVerify && (bar.type === 'noavs' || (bar.type === 'avsstatus' && guest.avsStatus === 'rejected')) && (
              <Button variant="secondary" onClick={() => openFlow('avs')}>
                {t('statusBars.verifyNow')}
              </Button>
            )}
            <IconButton label={t('statusBars.dismiss')} icon={<CloseIcon />} on="raised" onClick={() => dismiss(bar.type)} />
          </div>
        </div>
      ))}
    </section>
  );
}
