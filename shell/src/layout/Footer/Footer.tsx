import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing, type Guest, HELP_CENTER_DEFAULT_LOCALE, mq, usePlatform } from '@vx/shared';
import { reopenConsent } from '../ConsentBanner/consentUi';

/** The help center in the guest's language; logged-in guests get a link with their name (spec 000 §6). */
export function helpCenterHref(base: string, language: string, guest: Pick<Guest, 'isLoggedIn' | 'name'>): string {
  try {
    const url = new URL(base);
    url.searchParams.set('locale', language === 'en' ? HELP_CENTER_DEFAULT_LOCALE : language);
    if (guest.isLoggedIn && guest.name) url.searchParams.set('name', guest.name);
    return url.toString();
  } catch {
    return base;
  }
}

const linkCss = (theme: Parameters<typeof focusRing>[0]) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: 0,
  font: 'inherit',
  fontSize: theme.fontSize.body,
  color: theme.colors.text,
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  ...focusRing(theme),
});

/** Legal links, becoming a model, the help center, cookie settings and the copyright. */
export function Footer() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const { brand, guest, language } = platform;
  const legal = (['termsOfService', 'dataProtection'] as const).filter((name) => platform.hasRoute(name));
  return (
    <footer
      css={(theme) => ({
        marginTop: theme.space(12),
        padding: `${theme.space(8)}px 0 ${theme.space(10)}px`,
        background: theme.colors.surface,
        borderTop: `1px solid ${theme.colors.border}`,
        color: theme.colors.textMuted,
      })}
    >
      <div css={(theme) => ({ maxWidth: 1440, margin: '0 auto', padding: `0 ${theme.space(3)}px`, [mq.md]: { padding: `0 ${theme.space(6)}px` } })}>
        <nav aria-label={t('footer.label')}>
          <ul
            css={(theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: theme.space(6),
              rowGap: theme.space(1),
            })}
          >
            {legal.map((name) => (
              <li key={name}>
                <Link to={platform.href(name)} css={linkCss}>
                  {t(`footer.${name}`)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={reopenConsent} css={linkCss}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <a href={helpCenterHref(brand.links.helpCenter, language, guest)} target="_blank" rel="noopener" css={linkCss}>
                {t('footer.helpCenter')}
              </a>
            </li>
            <li>
              <a href={brand.links.becomeModel} target="_blank" rel="noopener" css={linkCss}>
                {t('footer.becomeModel')}
              </a>
            </li>
          </ul>
        </nav>
        <p css={(theme) => ({ margin: `${theme.space(6)}px 0 0`, fontSize: theme.fontSize.small })}>{t('footer.adultsOnly')}</p>
        <p css={(theme) => ({ margin: `${theme.space(2)}px 0 0`, fontSize: theme.fontSize.small })}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </p>
      </div>
    </footer>
  );
}
