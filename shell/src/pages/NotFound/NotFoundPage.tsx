import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Container, useDocumentTitle, usePlatform } from '@vx/shared';

/** The localized 404 of every unknown path under a language. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container>
      <div data-testid="not-found" css={(theme) => ({ padding: `${theme.space(16)}px 0`, maxWidth: 640 })}>
        <p aria-hidden="true" css={(theme) => ({ margin: 0, fontSize: 64, fontWeight: 800, color: theme.colors.textMuted, lineHeight: 1 })}>
          404
        </p>
        <h1 css={(theme) => ({ margin: `${theme.space(4)}px 0 0`, fontSize: 32 })}>{t('notFound.title')}</h1>
        <p css={(theme) => ({ margin: `${theme.space(3)}px 0 ${theme.space(6)}px`, fontSize: 18, color: theme.colors.textMuted })}>
          {t('notFound.text')}
        </p>
        <Link to={platform.href('home')} css={buttonStyle('secondary')}>
          {t('notFound.home')}
        </Link>
      </div>
    </Container>
  );
}
