import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../../i18n/common';
import { Button } from '../../ui/Button';

/** Seconds between automatic retries of a remote that failed to load. */
export const REMOTE_RETRY_MS = 5000;

interface Props {
  retry: () => void;
  /** Retries by itself after REMOTE_RETRY_MS as well as on the button. */
  autoRetryMs?: number;
}

/** The localized stand-in for a remote (or a widget of one) that could not be loaded. */
export function RemoteFallback({ retry, autoRetryMs = REMOTE_RETRY_MS }: Props) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  useEffect(() => {
    const timer = setTimeout(retry, autoRetryMs);
    return () => clearTimeout(timer);
  }, [retry, autoRetryMs]);
  return (
    <div
      role="status"
      data-testid="remote-fallback"
      css={(theme) => ({
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.colors.surface,
        color: theme.colors.textMuted,
        textAlign: 'center',
      })}
    >
      <p css={{ margin: '0 0 12px' }}>{t('remoteUnavailable')}</p>
      <p css={(theme) => ({ margin: '0 0 12px', fontSize: theme.fontSize.small })}>{t('remoteRetrying')}</p>
      <Button onClick={retry}>{t('retry')}</Button>
    </div>
  );
}
