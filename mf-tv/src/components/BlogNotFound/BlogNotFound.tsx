import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, Container, Heading, useDocumentTitle, usePlatform } from '@vx/shared';

/** A category or article that does not exist (or a malformed URL): said plainly, with the way to the magazine. */
export function BlogNotFound({ message }: { message: string }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  useDocumentTitle(message);
  return (
    <Container>
      <div data-testid="not-found" css={(theme) => ({ display: 'grid', gap: theme.space(3), padding: `${theme.space(8)}px 0`, justifyItems: 'start' })}>
        <Heading level={1}>{message}</Heading>
        <Link to={href('blogOverview')} css={buttonStyle('secondary')}>
          {t('blog.article.toOverview')}
        </Link>
      </div>
    </Container>
  );
}
