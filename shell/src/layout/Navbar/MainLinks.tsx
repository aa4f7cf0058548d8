import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { focusRing, usePlatform } from '@vx/shared';
import { navSections, type NavSectionItem } from './navigation';

/** The brand's navigation sections (navigation.ts), from its route tables. */
export function useNavSections(): NavSectionItem[] {
  const platform = usePlatform();
  return useMemo(() => navSections(platform), [platform]);
}

/** The desktop navbar's row: the main pages of each section; the menu lists the rest. */
export function MainLinks() {
  const { t } = useTranslation('shell');
  const links = useNavSections().flatMap((section) => section.links.filter((link) => link.row));
  if (!links.length) return null;
  return (
    <nav aria-label={t('nav.label')}>
      {/* Links that do not fit wrap onto a second row, hidden: a link is shown whole or not at all (the menu has them all). */}
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', height: 40, gap: theme.space(1), overflow: 'hidden' })}>
        {links.map((link) => (
          <li key={link.route} css={{ flexShrink: 0 }}>
            <NavLink
              to={link.href}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                minHeight: 40,
                padding: `0 ${theme.space(3)}px`,
                borderRadius: theme.radius,
                color: theme.colors.text,
                fontWeight: 600,
                fontSize: theme.fontSize.body,
                whiteSpace: 'nowrap',
                textDecoration: 'none',
                '&:hover': { background: theme.colors.surfaceRaised },
                '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${theme.colors.primary}` },
                ...focusRing(theme),
              })}
            >
              {t(`nav.links.${link.route}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
