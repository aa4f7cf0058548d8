import { useTranslation } from 'react-i18next';
import { RemoteWidget } from '@vx/shared';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';

/**
 * /myvisitx/chats/ (spec 000 §2 My area "chats"): the guest's past live chat sessions with their
 * receipts, paged. The list is mf-chat's, lent as a widget: the live chat owns its sessions.
 */
export default function ChatsPage() {
  const { t } = useTranslation('myarea');
  return (
    <MyAreaLayout title={t('chats.title')} header={<p css={{ margin: 0 }}>{t('chats.lead')}</p>}>
      <RemoteWidget remote="mf_chat" widget="chatHistory" props={{}} minHeight={240} />
    </MyAreaLayout>
  );
}
