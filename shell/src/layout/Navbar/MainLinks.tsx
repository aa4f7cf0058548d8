import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { focusRing, usePlatform } from '@vx/shared';
import { MAIN_LINKS } from './mainLinkNames';


export function useMainLinks(): { name: (typeof MAIN_LINKS)[number]; href: string }[] {
  const platform = usePlatform();
  return MAIN_LINKS.filter((name) => platform.hasRoute(name)).map((name) => ({ name, href: platform.href(name) }));
}

/** The main navigation: a row in the desktop navbar, a column in the mobile navi panel. */
export function MainLinks({ layout, onNavigate, id }: { layout: 'row' | 'column'; onNavigate?: () => void; id?: string }) {
  const { t } = useTranslation('shell');
  const links = useMainLinks();
  const column = layout === 'column';
  if (!links.length) return null;
  return (
    <nav id={id} aria-label={column ? t('nav.menuLabel') : t('nav.label')}>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: column ? 'column' : 'row',
          gap: column ? 0 : theme.space(1),
        })}
      >
        {links.map((link) => (
          <li key={link.name}>
            <NavLink
              to={link.href}
              onClick={onNavigate}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                minHeight: column ? 48 : 40,
                padding: column ? `0 ${theme.space(4)}px` : `0 ${theme.space(3)}px`,
                borderRadius: column ? 0 : theme.radius,
                color: theme.colors.text,
                fontWeight: 600,
                fontSize: column ? theme.fontSize.lead : theme.fontSize.body,
                textDecoration: 'none',
                borderBottom: column ? `1px solid ${theme.colors.border}` : undefined,
                '&:hover': { background: theme.colors.surfaceRaised },
                '&[aria-current="page"]': { color: theme.colors.text, boxShadow: `inset 0 -3px 0 ${theme.colors.primary}` },
                ...focusRing(theme),
              })}
            >
              {t(`nav.links.${link.name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
