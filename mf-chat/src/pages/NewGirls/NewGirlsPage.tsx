import { useTranslation } from 'react-i18next';
import { Container, useDocumentTitle } from '@vx/shared';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { initialState } from '../../search/types';

/** /new-girls/: the newest registrants (collection 88), newest first; shares the cams page's new-girls state. */
export default function NewGirlsPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('newGirls.title'));
  return (
    <Container as="section">
      <h1 css={{ margin: '24px 0 12px', fontSize: 28 }}>{t('newGirls.title')}</h1>
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
