import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { focusRing, mq, usePlatform } from '@vx/shared';
import { MY_AREA_NAV } from './myAreaNav';

/**
 * The MyVisitX sub-navigation: a side column on wide screens, a row that scrolls sideways on phones
 * (every link stays one tap away, none hides in a menu). Lists only the routes the brand composes.
 */
export function MyAreaNav() {
  const { t } = useTranslation('myarea');
  const { href, hasRoute } = usePlatform();
  return (
    <nav aria-label={t('layout.navLabel')} css={{ minWidth: 0 }}>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: theme.space(2),
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          [mq.md]: { flexDirection: 'column', overflowX: 'visible', gap: theme.space(1) },
        })}
      >
        {MY_AREA_NAV.filter((name) => hasRoute(name)).map((name) => (
          <li key={name} css={{ flex: '0 0 auto' }}>
            <NavLink
              to={href(name)}
              end
              css={(theme) => ({
                display: 'block',
                whiteSpace: 'nowrap',
                padding: `${theme.space(2)}px ${theme.space(3)}px`,
                borderRadius: theme.radius,
                color: theme.colors.text,
                textDecoration: 'none',
                background: theme.colors.surface,
                '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.primaryText },
                '&:hover': { background: theme.colors.surfaceRaised },
                '&[aria-current="page"]:hover': { background: theme.colors.primary },
                ...focusRing(theme),
              })}
            >
              {t(`layout.nav.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
