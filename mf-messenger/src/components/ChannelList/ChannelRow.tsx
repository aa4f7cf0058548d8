import { useTranslation } from 'react-i18next';
import { focusRing, usePlatform, type MessengerChannel as Channel } from '@vx/shared';

interface Props {
  channel: Channel;
  selected: boolean;
  onSelect: (channel: Channel) => void;
}

/** One channel: actor, age, picture, live online state, last message time and the unread badge. */
export function ChannelRow({ channel, selected, onSelect }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        data-testid="messenger-channel"
        onClick={() => onSelect(channel)}
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(3),
          width: '100%',
          padding: theme.space(2),
          border: 0,
          borderBottom: `1px solid ${theme.colors.border}`,
          background: selected ? theme.colors.surfaceRaised : 'transparent',
          color: theme.colors.text,
          textAlign: 'left',
          cursor: 'pointer',
          ...focusRing(theme),
        })}
      >
        {channel.previewPictureUrl !== '' && <img src={channel.previewPictureUrl} alt="" width={48} height={48} css={{ borderRadius: '50%', objectFit: 'cover' }} />}
        <span css={{ flex: 1, minWidth: 0 }}>
          <strong css={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {t('messenger.nameAge', { name: channel.actorName, age: channel.actorAge })}
          </strong>
          <span
            data-testid="messenger-online"
            css={(theme) => ({ fontSize: theme.fontSize.caption, color: channel.isActorOnline ? theme.colors.online : theme.colors.textMuted })}
          >
            {channel.isActorOnline ? t('messenger.online') : t('messenger.offline')}
          </span>
          {channel.messageTimestamp !== null && (
            <time
              dateTime={channel.messageTimestamp}
              data-testid="messenger-last-message"
              css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}
            >
              {new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(channel.messageTimestamp))}
            </time>
          )}
        </span>
        {channel.unreadCount > 0 && (
          <span
            data-testid="messenger-unread"
            aria-label={t('messenger.unread', { count: channel.unreadCount })}
            css={(theme) => ({
              minWidth: 22,
              padding: '2px 6px',
              borderRadius: theme.radii.pill,
              background: theme.colors.primary,
              color: theme.colors.primaryText,
              fontSize: theme.fontSize.caption,
              textAlign: 'center',
            })}
          >
            {channel.unreadCount}
          </span>
        )}
      </button>
    </li>
  );
}
