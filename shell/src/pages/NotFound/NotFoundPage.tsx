import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Container, Heading, useDocumentTitle, usePlatform } from '@vx/shared';

/** The localized 404 of every unknown path under a language. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container>
      <div data-testid="not-found" css={(theme) => ({ padding: `${theme.space(16)}px 0`, maxWidth: 640 })}>
        <p aria-hidden="true" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.hero, fontWeight: 800, color: theme.colors.textMuted, lineHeight: 1 })}>
          404
        </p>
        <Heading level={1} size="display" css={(theme) => ({ marginTop: theme.space(4) })}>
          {t('notFound.title')}
        </Heading>
        <p css={(theme) => ({ margin: `${theme.space(3)}px 0 ${theme.space(6)}px`, fontSize: theme.fontSize.lead, color: theme.colors.textMuted })}>
          {t('notFound.text')}
        </p>
        <Link to={platform.href('home')} css={buttonStyle('secondary')}>
          {t('notFound.home')}
        </Link>
      </div>
    </Container>
  );
}
