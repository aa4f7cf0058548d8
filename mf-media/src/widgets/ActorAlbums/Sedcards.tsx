import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, TileGrid } from '@vx/shared';
import { TileImage } from '../../components/TileImage/TileImage';
import { useSedcards } from '../../queries/albums';

/** The actor's sedcards (gallery/getsedcards) on her pictures page; nothing while loading or when she has none. */
export function Sedcards({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const sedcards = useSedcards(actorId);
  if (!sedcards.data || sedcards.data.sedcards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="sedcards" css={{ paddingBottom: 16 }}>
      <Heading level={3} id={headingId} css={{ margin: '8px 0 12px' }}>
        {t('albums.sedcards.title')}
      </Heading>
      <TileGrid label={t('albums.sedcards.title')}>
        {sedcards.data.sedcards.map((card) => (
          <li key={card.position} css={{ minWidth: 0 }}>
            <TileImage images={card.image} alt={t('albums.sedcards.alt', { position: card.position, name: actorName })} />
          </li>
        ))}
      </TileGrid>
    </section>
  );
}
