import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { focusRing } from '@vx/shared';
import { desktop } from '../media';
import { useNavSections } from './MainLinks';

const linkCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(4)}px`,
  color: theme.colors.text,
  fontWeight: 600,
  fontSize: theme.fontSize.body,
  textDecoration: 'none',
  overflowWrap: 'anywhere' as const,
  '&:hover': { background: theme.colors.surfaceRaised },
  '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${theme.colors.primary}` },
  ...focusRing(theme),
});

function Group({ title, links, onNavigate }: { title: string; links: { key: string; href: string; label: string }[]; onNavigate: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} css={(theme) => ({ padding: `${theme.space(2)}px 0`, borderBottom: `1px solid ${theme.colors.border}` })}>
      <h3
        id={id}
        css={(theme) => ({
          margin: 0,
          padding: `${theme.space(2)}px ${theme.space(4)}px`,
          fontSize: theme.fontSize.caption,
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: theme.colors.textMuted,
        })}
      >
        {title}
      </h3>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={link.href} end onClick={onNavigate} css={linkCss}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The navi menu: every section the brand composes with all its pages, and each category. Loaded
 * with the menus' panel, not with the start page.
 */
export function NaviMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const sections = useNavSections();
  return (
    <nav aria-label={t('nav.menuLabel')} data-testid="navi-menu">
      <div css={{ [desktop]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } }}>
        {sections.flatMap((section) => [
          section.links.length > 0 && (
            <Group
              key={section.id}
              title={t(`nav.sections.${section.id}`)}
              links={section.links.map((link) => ({ key: link.route, href: link.href, label: t(`nav.links.${link.route}`) }))}
              onNavigate={onNavigate}
            />
          ),
          section.categories.length > 0 && (
            <Group
              key={`${section.id}-categories`}
              title={t('nav.sections.categories')}
              links={section.categories.map((category) => ({ key: category.slug, href: category.href, label: t(`nav.categories.${category.slug}`) }))}
              onNavigate={onNavigate}
            />
          ),
        ])}
      </div>
    </nav>
  );
}
