import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';

/** "You have a ticket" for a show of this actor, linking to her live-show page unless already there. */
export function TicketNotice({ actorName, link = true }: { actorName: string; link?: boolean }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  return (
    <p
      data-testid="ticket-notice"
      css={(theme) => ({ margin: 0, padding: 12, borderRadius: theme.radius, border: `1px solid ${theme.colors.success}`, background: theme.colors.surface })}
    >
      <span aria-hidden="true" css={(theme) => ({ color: theme.colors.success })}>
        ✓{' '}
      </span>
      {t('shows.ticketNotice', { name: actorName })}
      {link && hasRoute('actorLiveShow') && (
        <>
          {' '}
          <Link to={href('actorLiveShow', { actorName: actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text })}>
            {t('shows.toLiveShow')}
          </Link>
        </>
      )}
    </p>
  );
}
