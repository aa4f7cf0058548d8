import { useTranslation } from 'react-i18next';
import { Button, usePlatform } from '@vx/shared';
import { useOpenFlow } from '../../flows/useFlow';
import { Modal } from '../Modal/Modal';

/** The other brand's welcome for first-time visitors: log in, sign up or just look around. */
export default function WelcomeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { brand } = usePlatform();
  const openFlow = useOpenFlow();
  const go = (flow: 'login' | 'signup') => {
    onClose();
    openFlow(flow);
  };
  return (
    <Modal title={t('welcomeModal.title', { brand: brand.name })} description={t('welcomeModal.text')} onClose={onClose} testId="welcome-modal">
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
        <Button onClick={() => go('signup')}>{t('welcomeModal.signup')}</Button>
        <Button variant="secondary" onClick={() => go('login')}>
          {t('welcomeModal.login')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('welcomeModal.browse')}
        </Button>
      </div>
    </Modal>
  );
}
