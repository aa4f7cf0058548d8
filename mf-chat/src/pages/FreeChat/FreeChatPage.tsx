import { useTranslation } from 'react-i18next';
import { Container, PageHeader, useDocumentTitle } from '@vx/shared';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { EMPTY_FILTERS, initialState } from '../../search/types';

/** /free-chat/: online actors who offer a free chat right now; the other filters stay available. */
export default function FreeChatPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('freeChatPage.title'));
  return (
    <Container as="section">
      <PageHeader title={t('freeChatPage.title')} />
      <ActorSearch
        storeKey="freeChat"
        create={() => initialState('custom', { filters: { ...EMPTY_FILTERS, onlineOnly: true, freeChat: true } })}
        label={t('freeChatPage.title')}
        count={(state) => t('freeChatPage.count', { count: state.totalHits })}
        empty={t('freeChatPage.empty')}
      />
    </Container>
  );
}
