import { useTranslation } from 'react-i18next';
import { Button, COMMON_NAMESPACE } from '@vx/shared';

/** A load that failed: what failed, in the guest's language, and a retry. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div role="alert" css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '16px 0' }}>
      <span>{message}</span>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** An id that does not exist (or a malformed one): a plain message, never a crash. */
export function NotFound({ message }: { message: string }) {
  return (
    <div data-testid="media-not-found" css={{ padding: '16px 0' }}>
      <h2 css={{ fontSize: 22, margin: 0 }}>{message}</h2>
    </div>
  );
}
