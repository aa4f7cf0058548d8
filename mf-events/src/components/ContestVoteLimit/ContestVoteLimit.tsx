import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MAX_VOTES_PER_CONTEST } from '@vx/shared';

interface Props {
  /** Closed with the guest's "don't show again" choice (sent as hideConfirmWindow on the next vote). */
  onClose: (dontShowAgain: boolean) => void;
}

/** The vote-limit modal (spec 000 §3 hideVoteLimitModal): all votes of the contest are given. */
export function ContestVoteLimit({ onClose }: Props) {
  const { t } = useTranslation('events');
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The dialog takes the focus so a screen reader announces it and Escape closes it.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div css={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.7)', zIndex: 1000, display: 'grid', placeItems: 'center', padding: 16 }}>
      <div
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="vote-limit-modal"
        onKeyDown={(event) => event.key === 'Escape' && onClose(dontShowAgain)}
        css={(theme) => ({ background: theme.colors.surfaceRaised, color: theme.colors.text, borderRadius: theme.radius, padding: theme.space(5), width: 'min(420px, 100%)', boxSizing: 'border-box', display: 'grid', gap: theme.space(3) })}
      >
        <h2 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.section })}>
          {t('contests.limitTitle')}
        </h2>
        <p id={textId} css={{ margin: 0 }}>
          {t('contests.limitText', { max: MAX_VOTES_PER_CONTEST })}
        </p>
        <label css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'center' })}>
          <input type="checkbox" checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)} />
          {t('contests.dontShowAgain')}
        </label>
        <Button onClick={() => onClose(dontShowAgain)}>
          {t('contests.close')}
        </Button>
      </div>
    </div>
  );
}
