import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform } from '@vx/shared';
import { CountBadge } from './CountBadge';
import { MessageIcon } from './icons';
import { barButton } from './styles';
import { useUnreadMessages } from './useUnreadMessages';

/** The messenger in the navbar with its unread count, live; only when the brand composes the messenger. */
export function MessagesLink() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const unread = useUnreadMessages();
  if (!platform.hasRoute('messenger')) return null;
  return (
    <Link
      to={platform.href('messenger')}
      data-testid="navbar-messages"
      aria-label={unread > 0 ? t('notifications.messagesUnread', { count: unread }) : t('notifications.messages')}
      css={(theme) => barButton(theme)}
    >
      <MessageIcon />
      <CountBadge count={unread} testId="messages-badge" />
    </Link>
  );
}
