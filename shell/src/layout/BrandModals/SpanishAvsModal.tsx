import { useTranslation } from 'react-i18next';
import { Button, buttonStyle } from '@vx/shared';
import { Modal } from '../Modal/Modal';

/** The age notice of the Spanish-market brand; confirming sets the forced-AVS cookie for 30 days. */
export default function SpanishAvsModal({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal title={t('avsModal.title')} description={t('avsModal.text')} onClose={() => undefined} dismissible={false} testId="spanish-avs-modal">
      <p css={(theme) => ({ margin: `0 0 ${theme.space(4)}px`, fontSize: theme.fontSize.body })}>{t('avsModal.law')}</p>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), '& > *': { flex: '1 1 160px' } })}>
        <Button onClick={onConfirm}>{t('avsModal.confirm')}</Button>
        <a href="https://www.google.com/" rel="noopener" css={buttonStyle('secondary')}>
          {t('avsModal.leave')}
        </a>
      </div>
    </Modal>
  );
}
