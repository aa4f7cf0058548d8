import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { focusRing, LANGUAGES, usePlatform } from '@vx/shared';
import { brandRouteTable } from '../../router/routeTable';
import { switchLanguageHref } from './matchRoute';

/** Links to the current page in each language (the start page when the page has no route). */
export function LanguageMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { brand, language } = usePlatform();
  const location = useLocation();
  const table = useMemo(() => brandRouteTable(brand), [brand]);
  return (
    <div css={(theme) => ({ padding: `${theme.space(3)}px 0` })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSize.lead, margin: 0, padding: `0 ${theme.space(4)}px ${theme.space(2)}px` })}>
        {t('language.title')}
      </h2>
      <ul data-testid="language-menu" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {LANGUAGES.map((target) => (
          <li key={target}>
            <Link
              to={switchLanguageHref(location, table, target)}
              lang={target}
              hrefLang={target}
              aria-current={target === language ? 'true' : undefined}
              onClick={onNavigate}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                minHeight: 48,
                padding: `0 ${theme.space(4)}px`,
                color: theme.colors.text,
                textDecoration: 'none',
                borderTop: `1px solid ${theme.colors.border}`,
                '&:hover': { background: theme.colors.surfaceRaised },
                '&[aria-current="true"]': { fontWeight: 700 },
                ...focusRing(theme),
              })}
            >
              <span>{t(`language.names.${target}`)}</span>
              <span aria-hidden="true" css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.caption })}>
                {target.toUpperCase()}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
