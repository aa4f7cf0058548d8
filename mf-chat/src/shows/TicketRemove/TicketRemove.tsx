import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ChatShow } from '@vx/shared';
import { useRemoveTicket } from '../../queries/shows';
import { ticketErrorKey } from '../errors';

type Step = { name: 'idle' } | { name: 'confirm' } | { name: 'pending' } | { name: 'failed'; errorCode: string };

/**
 * Removing the guest's ticket after a confirmation that states the refund rule of the server
 * (full price before the show starts, nothing from its start on; server/docs/foundation.md).
 */
export function TicketRemove({ show, onRemoved }: { show: ChatShow; onRemoved: (refunded: number) => void }) {
  const { t } = useTranslation('chat');
  const removal = useRemoveTicket(show.id);
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const confirmRef = useRef<HTMLDivElement>(null);
  const confirming = step.name === 'confirm' || step.name === 'pending';
  // Decided when asked, not when the list loaded: the show may have started since.
  const [refundable, setRefundable] = useState(false);

  useEffect(() => {
    if (step.name === 'confirm') confirmRef.current?.focus();
  }, [step.name]);

  const ask = () => {
    setRefundable(Date.parse(show.start) > Date.now());
    setStep({ name: 'confirm' });
  };

  const remove = () => {
    if (step.name === 'pending') return;
    setStep({ name: 'pending' });
    removal.mutate(undefined, {
      onSuccess: (answer) => {
        // not_found: the ticket is gone already (another tab); the list shows the truth.
        if (answer.success || answer.errorCode === 'not_found') {
          setStep({ name: 'idle' });
          onRemoved(answer.refunded);
        } else {
          setStep({ name: 'failed', errorCode: answer.errorCode ?? 'unknown' });
        }
      },
      onError: () => setStep({ name: 'failed', errorCode: 'remove' }),
    });
  };

  if (!confirming) {
    return (
      <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button variant="secondary" onClick={ask} data-testid="ticket-remove">
          {t('shows.remove')}
        </Button>
        {step.name === 'failed' && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
            {step.errorCode === 'remove' ? t('shows.removeFailed') : t(ticketErrorKey(step.errorCode))}
          </p>
        )}
      </div>
    );
  }

  return (
    <div
      ref={confirmRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-rule`}
      data-testid="ticket-remove-confirm"
      css={(theme) => ({ display: 'grid', gap: 8, padding: 12, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised, outline: 'none' })}
    >
      <p id={`${id}-question`} css={{ margin: 0, fontWeight: 700 }}>
        {t('shows.removeQuestion')}
      </p>
      <p id={`${id}-rule`} css={{ margin: 0 }}>
        {refundable ? t('shows.refundFull') : t('shows.refundNone')} {t('shows.refundRule')}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={remove} disabled={step.name === 'pending'} aria-busy={step.name === 'pending'} data-testid="ticket-remove-yes">
          {step.name === 'pending' ? t('shows.removing') : t('shows.removeYes')}
        </Button>
        <Button variant="secondary" onClick={() => setStep({ name: 'idle' })} disabled={step.name === 'pending'}>
          {t('shows.removeNo')}
        </Button>
      </div>
    </div>
  );
}
