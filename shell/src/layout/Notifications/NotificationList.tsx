import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing, type Notification, usePlatform, visuallyHidden } from '@vx/shared';
import { safeExternalHref } from './safeLink';

interface Props {
  items: Notification[];
  onRead: (id: number) => void;
  onNavigate: () => void;
}

function when(created: string, language: string): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The newest notifications; opening one marks it read and follows its link. */
export function NotificationList({ items, onRead, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { language } = usePlatform();
  return (
    <div css={(theme) => ({ padding: `${theme.space(3)}px 0` })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSize.lead, margin: 0, padding: `0 ${theme.space(4)}px ${theme.space(2)}px` })}>
        {t('notifications.title')}
      </h2>
      {items.length === 0 ? (
        <p css={(theme) => ({ margin: 0, padding: `${theme.space(2)}px ${theme.space(4)}px`, color: theme.colors.textMuted })}>
          {t('notifications.empty')}
        </p>
      ) : (
        <ul data-testid="navbar-notifications" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const content = (
              <>
                <span css={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: item.unread ? 700 : 500 }}>
                  {item.unread && (
                    <span
                      aria-hidden="true"
                      css={(theme) => ({ width: 8, height: 8, borderRadius: '50%', background: theme.colors.primary, flexShrink: 0 })}
                    />
                  )}
                  {item.title}
                  {item.unread && <span css={visuallyHidden}>{` (${t('notifications.unread')})`}</span>}
                </span>
                <span css={(theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSize.small, marginTop: 2 })}>{item.text}</span>
                <span css={(theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSize.caption, marginTop: 4 })}>
                  <time dateTime={item.created}>{when(item.created, language)}</time>
                </span>
              </>
            );
            const rowCss = (theme: Parameters<typeof focusRing>[0]) => ({
              display: 'block',
              width: '100%',
              textAlign: 'left' as const,
              padding: `${theme.space(3)}px ${theme.space(4)}px`,
              font: 'inherit',
              color: theme.colors.text,
              textDecoration: 'none',
              background: 'transparent',
              border: 0,
              borderTop: `1px solid ${theme.colors.border}`,
              cursor: 'pointer',
              '&:hover': { background: theme.colors.surfaceRaised },
              ...focusRing(theme),
            });
            const open = () => {
              onRead(item.id);
              onNavigate();
            };
            const external = item.link && !item.link.startsWith('/') ? safeExternalHref(item.link) : null;
            return (
              <li key={item.id}>
                {item.link && item.link.startsWith('/') ? (
                  <Link to={item.link} onClick={open} css={rowCss}>
                    {content}
                  </Link>
                ) : external ? (
                  <a href={external} onClick={() => onRead(item.id)} rel="noopener" css={rowCss}>
                    {content}
                  </a>
                ) : (
                  <button type="button" onClick={() => onRead(item.id)} css={rowCss}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
