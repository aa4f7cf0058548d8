import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Container, focusRing, PageHeader, useDocumentTitle, usePlatform, type RouteName } from '@vx/shared';

const SECTIONS = [
  ['tvLivestream', 'tv.nav.livestream'],
  ['tvPremium', 'tv.nav.premium'],
  ['tvProgram', 'tv.nav.program'],
  ['tvLateNight', 'tv.nav.lateNight'],
  ['tvMediaSeries', 'tv.nav.series'],
  ['tvGirls', 'tv.nav.girls'],
] as const satisfies ReadonlyArray<readonly [RouteName, string]>;

/** A TV page: its title (tab and h1), the TV section's links, and the page's content. */
export function TvLayout({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  useDocumentTitle(title);
  return (
    <Container>
      <nav aria-label={t('tv.nav.label')} css={(theme) => ({ marginTop: theme.space(4), overflowX: 'auto' })}>
        <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space(2) })}>
          {SECTIONS.map(([route, label]) => (
            <li key={route} css={{ flex: 'none' }}>
              <NavLink
                to={href(route)}
                end
                css={(theme) => ({
                  display: 'inline-block',
                  padding: `${theme.space(1)}px ${theme.space(3)}px`,
                  borderRadius: theme.radii.pill,
                  border: `1px solid ${theme.colors.border}`,
                  color: theme.colors.text,
                  textDecoration: 'none',
                  fontSize: theme.fontSize.small,
                  '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.primaryText, borderColor: theme.colors.primary },
                  ...focusRing(theme),
                })}
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageHeader title={title}>{lead && <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{lead}</p>}</PageHeader>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), paddingBottom: theme.space(8), minWidth: 0 })}>{children}</div>
    </Container>
  );
}
