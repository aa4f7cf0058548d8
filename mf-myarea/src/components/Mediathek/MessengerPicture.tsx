import { useTranslation } from 'react-i18next';
import { Button, usePlatform } from '@vx/shared';
import type { MediathekAsset } from '../../queries/mediathek';
import { useAssetPicture } from './useAssetPicture';

/**
 * An opened messenger picture: the full picture, fetched only now with the guest's token; before his
 * age is verified, the hint and the way to verify it (the shell's avs flow) instead.
 */
export function MessengerPicture({ asset, title }: { asset: MediathekAsset; title: string }) {
  const { t } = useTranslation('myarea');
  const { openFlow } = usePlatform();
  const picture = useAssetPicture(asset, 'full');
  if (picture.censored) {
    return (
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2), justifyItems: 'start' })}>
        <p css={{ margin: 0 }}>{t('mediathek.picture.censored')}</p>
        <Button onClick={() => void openFlow('avs')}>{t('mediathek.picture.verify')}</Button>
      </div>
    );
  }
  if (picture.isError) return <p role="alert">{t('mediathek.picture.loadError')}</p>;
  if (!picture.url) return <p aria-busy="true">{t('mediathek.picture.loading')}</p>;
  return <img src={picture.url} alt={title} data-testid="mediathek-picture" css={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />;
}
