import { useTranslation } from 'react-i18next';
import { Button } from '@vx/shared';
import { useFlow } from '../useFlow';

/** Payment flows that are not built yet say so inside their dialog. */
export function UnavailableFlow() {
  const { t } = useTranslation('shell');
  const { close } = useFlow();
  return (
    <div>
      <p css={(theme) => ({ margin: `0 0 ${theme.space(4)}px` })}>{t('flows.unavailable')}</p>
      <Button variant="secondary" onClick={close}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}
