import { useTranslation } from 'react-i18next';
import type { Receipt } from './readState';

/** One tick for a confirmed message, two once the actor has read it (readState.ts says how that is known). */
export function ReadTick({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('messenger');
  return (
    <span
      data-testid="messenger-tick"
      data-receipt={receipt}
      role="img"
      aria-label={t(`messenger.conversation.receipt.${receipt}`)}
      // Drawn, not written: the message's text stays only what was sent.
      css={(theme) => ({ display: 'block', textAlign: 'right', fontSize: theme.fontSize.caption, letterSpacing: -2, '&::after': { content: receipt === 'read' ? '"✓✓"' : '"✓"' } })}
    />
  );
}
