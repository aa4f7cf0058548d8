import { useTranslation } from 'react-i18next';
import { Button, usePlatform, type VideoRestriction } from '@vx/shared';

/**
 * What opens a whole episode (spec 000 §4): a visitor logs in, a guest without the TV subscription
 * gets its flow (vxtvabo), an episode rated 18 needs the age check. Shown where the preview ends.
 */
export function PreviewGate({ restriction }: { restriction: VideoRestriction | null }) {
  const { t } = useTranslation('tv');
  const { guest, openFlow } = usePlatform();
  const subscribe = async () => {
    if (!guest.isLoggedIn && (await openFlow('login')) !== 'completed') return;
    await openFlow('vxtvabo');
  };
  return (
    <div data-testid="tv-gate" data-restriction={restriction ?? ''} css={(theme) => ({ display: 'grid', gap: theme.space(2), justifyItems: 'center', maxWidth: 420 })}>
      {restriction === 'needAgeCheck' ? (
        <>
          <p css={{ margin: 0 }}>{t('tv.video.gateAge')}</p>
          <Button onClick={() => void openFlow('avs')}>{t('tv.video.verifyAge')}</Button>
        </>
      ) : (
        <>
          <p css={{ margin: 0 }}>{t('tv.video.gateAbo')}</p>
          <Button onClick={() => void subscribe()}>{guest.isLoggedIn ? t('tv.gate.subscribe') : t('tv.pricetable.loginToBuy')}</Button>
        </>
      )}
    </div>
  );
}
