import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, FormMessage, usePlatform } from '@vx/shared';
import { useAcceptDataProtection } from '../../queries/profile';

const LEGAL = ['dataProtection', 'termsOfService'] as const;

/**
 * Data protection: while the guest has not yet acknowledged the current privacy notice (and terms),
 * the page offers it; accepting tells the server (guest/closeAgbAndDataProtection).
 */
export function DataProtection() {
  const { t } = useTranslation('myarea');
  const { guest, hasRoute, href } = usePlatform();
  const accept = useAcceptDataProtection();
  const [closed, setClosed] = useState(false);
  const open = guest.showDataProtection && !closed;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(2), justifyItems: 'start' })} data-testid="profile-data-protection">
      {LEGAL.filter((name) => hasRoute(name)).map((name) => (
        <Link key={name} to={href(name)} css={(theme) => ({ color: theme.colors.accent })}>
          {t(`profile.dataProtection.${name}`)}
        </Link>
      ))}
      {open ? (
        <>
          <p css={{ margin: 0 }}>{t('profile.dataProtection.updated')}</p>
          {accept.isError && <FormMessage kind="error">{t('profile.errors.save')}</FormMessage>}
          <Button onClick={() => accept.mutate(undefined, { onSuccess: () => setClosed(true) })} disabled={accept.isPending}>
            {t('profile.dataProtection.accept')}
          </Button>
        </>
      ) : (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('profile.dataProtection.upToDate')}</p>
      )}
    </div>
  );
}
