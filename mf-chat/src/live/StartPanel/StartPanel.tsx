import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyle, usePlatform } from '@vx/shared';
import type { StartState } from '../ChatSession/useLiveChat';
import { OneClickTopUp } from '../OneClickTopUp/OneClickTopUp';
import { startErrorKey, type StartFailure } from '../startErrors';

/** Refusals that another try can change at once. */
const RETRYABLE = new Set<StartFailure>(['Timeout', 'Guest offline', 'Wrong sequence number', 'Already in progress', 'network', 'insufficient_balance']);

/**
 * A session on its way or refused: "connecting", or the refusal in words with what helps (a
 * top-up for a short balance, the ticket for a ticket show, another try).
 */
export function StartPanel({ start, actor, onRetry, onClose }: { start: Exclude<StartState, { status: 'idle' }>; actor: { id: number; name: string }; onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [start.status]);

  if (start.status === 'starting') {
    return (
      <div ref={ref} role="status" data-testid="chat-starting" css={(theme) => ({ padding: theme.space(4), margin: `0 0 ${theme.space(4)}px`, borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
        {start.retrying ? t('live.start.retrying', { name: actor.name }) : t('live.start.connecting', { name: actor.name })}
      </div>
    );
  }

  const liveShow = hasRoute('actorLiveShow') ? href('actorLiveShow', { actorName: actor.name.toLowerCase() }) : null;
  return (
    <div
      ref={ref}
      css={(theme) => ({ display: 'grid', gap: theme.space(3), padding: theme.space(4), margin: `0 0 ${theme.space(4)}px`, borderRadius: theme.radius, border: `1px solid ${theme.colors.danger}`, background: theme.colors.surface })}
    >
      <p role="alert" data-testid="chat-error" data-error={start.error} css={{ margin: 0, fontWeight: 700 }}>
        {t(startErrorKey(start.error), { name: actor.name })}
      </p>
      {start.error === 'insufficient_balance' && <OneClickTopUp actorId={actor.id} />}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
        {start.error === 'ticket_required' && liveShow && (
          <Link to={liveShow} css={buttonStyle('primary')}>
            {t('live.start.toTicket')}
          </Link>
        )}
        {RETRYABLE.has(start.error) && (
          <Button variant={start.error === 'insufficient_balance' ? 'secondary' : 'primary'} onClick={onRetry} data-testid="chat-retry">
            {t('live.start.tryAgain')}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('live.start.close')}
        </Button>
      </div>
    </div>
  );
}
