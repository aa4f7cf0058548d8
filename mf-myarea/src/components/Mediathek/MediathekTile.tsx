import { useTranslation } from 'react-i18next';
import { Button } from '@vx/shared';
import type { MediathekAsset } from '../../queries/mediathek';
import { MediaFace, mediaFaceControl } from './MediaFace';
import { useAssetPicture } from './useAssetPicture';

interface Props {
  asset: MediathekAsset;
  onOpen: (asset: MediathekAsset) => void;
  onArchive: (asset: MediathekAsset) => void;
  /** While this asset's archive call runs: its button waits. */
  busy: boolean;
}

/** One asset: its preview and title open it; the button moves it to the archive or back. */
export function MediathekTile({ asset, onOpen, onArchive, busy }: Props) {
  const { t } = useTranslation('myarea');
  const title = asset.title || t(`mediathek.kind.${asset.kind}`);
  const picture = useAssetPicture(asset, 'thumbnail');
  return (
    <li data-testid="mediathek-asset" css={(theme) => ({ display: 'grid', gap: theme.space(2), alignContent: 'start' })}>
      <button type="button" onClick={() => onOpen(asset)} aria-label={t('mediathek.open', { title, actor: asset.actor.name })} css={mediaFaceControl}>
        <MediaFace imageUrl={picture.url} title={title} subtitle={asset.actor.name} censored={picture.censored ? t('mediathek.picture.censored') : undefined} />
      </button>
      <Button variant="secondary" onClick={() => onArchive(asset)} disabled={busy} aria-label={t(asset.archived ? 'mediathek.unarchiveItem' : 'mediathek.archiveItem', { title })}>
        {t(asset.archived ? 'mediathek.unarchive' : 'mediathek.archive')}
      </Button>
    </li>
  );
}
