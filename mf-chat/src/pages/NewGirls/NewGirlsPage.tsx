import { useTranslation } from 'react-i18next';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { initialState } from '../../search/types';

/** /new-girls/: the newest registrants (collection 88), newest first; shares the cams page's new-girls state. */
export default function NewGirlsPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('newGirls.title'));
  return (
    <Container as="section">
      <PageHeader title={t('newGirls.title')} />
      <ActorSearch
        storeKey="cams:newGirls"
        create={() => initialState('newGirls')}
        label={t('newGirls.title')}
        count={(state) => t('newGirls.count', { count: state.totalHits })}
        empty={t('newGirls.empty')}
      />
    </Container>
  );
}
