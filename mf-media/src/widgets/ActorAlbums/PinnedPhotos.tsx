import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, TileGrid, usePlatform } from '@vx/shared';
import { TileImage } from '../../components/TileImage/TileImage';
import { usePinnedPhotos } from '../../queries/albums';

/** The logged-in guest's pinned pictures of this actor (gallery/getPinnedPhotos); none for visitors. */
export function PinnedPhotos({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t } = useTranslation('media');
  const { guest } = usePlatform();
  const headingId = useId();
  const pinned = usePinnedPhotos(actorId, guest.isLoggedIn);
  if (!guest.isLoggedIn || !pinned.data || pinned.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="pinned-photos" css={{ paddingBottom: 16 }}>
      <Heading level={3} id={headingId} css={{ margin: '8px 0 12px' }}>
        {t('albums.pinned.title')}
      </Heading>
      <TileGrid label={t('albums.pinned.title')}>
        {pinned.data.map((photo) => (
          <li key={photo.pictureId} css={{ minWidth: 0 }}>
            {photo.image ? (
              <TileImage images={photo.image} alt={t('albums.pinned.alt', { position: photo.position, name: actorName })} />
            ) : (
              <p role="img" aria-label={t('albums.pinned.locked', { position: photo.position, name: actorName })} css={(theme) => ({ margin: 0, aspectRatio: '4 / 3', borderRadius: theme.radius, background: theme.colors.surfaceRaised })} />
            )}
          </li>
        ))}
      </TileGrid>
    </section>
  );
}
