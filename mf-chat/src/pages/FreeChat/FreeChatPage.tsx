import { useTranslation } from 'react-i18next';
import { Container, useDocumentTitle } from '@vx/shared';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { EMPTY_FILTERS, initialState } from '../../search/types';

/** /free-chat/: online actors who offer a free chat right now; the other filters stay available. */
export default function FreeChatPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('freeChatPage.title'));
  return (
    <Container as="section">
      <h1 css={{ margin: '24px 0 12px', fontSize: 28 }}>{t('freeChatPage.title')}</h1>
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
