import { useTranslation } from 'react-i18next';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';
import { ShowList } from '../../shows/ShowList/ShowList';

const ALL_SHOWS = {};

/** /cam-shows/: running and upcoming ticket shows, featured first, with the guest's tickets. */
export default function CamShowsPage() {
  const { t } = useTranslation('chat');

  useDocumentTitle(t('shows.title'));

  return (
    <Container as="section">
      <PageHeader title={t('shows.title')} />
      <p css={(theme) => ({ margin: '0 0 16px', color: theme.colors.textMuted })}>{t('shows.intro')}</p>
      <div css={{ paddingBottom: 32 }}>
        <ShowList filter={ALL_SHOWS} emptyText={t('shows.empty')} />
      </div>
    </Container>
  );
}
