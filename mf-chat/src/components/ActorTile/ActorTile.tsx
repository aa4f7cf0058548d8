import { lazy, memo, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TileLink } from '../TileLink/TileLink';
import { formatMoney, srcSet, usePlatform, type ActorTile as Actor } from '@vx/shared';
import { useIsActivePreview, usePreviewTrigger } from '../../live/TilePreview/activePreview';

/** The player and hls.js load with the first preview a guest actually starts, not with the grid. */
const TilePreview = lazy(() => import('../../live/TilePreview/TilePreview'));

const FEATURES = ['hd', 'audio', 'dildocontrol'] as const;

interface Props {
  actor: Actor;
  /** Images of the first row load eagerly: they are in view at once. */
  eager?: boolean;
}

/**
 * One performer in a grid: picture, name, age, live state, price and chat features. Memoized: a
 * filter change re-renders the grid around unchanged actors (the query cache keeps an unchanged
 * actor the same object); 30 tiles of money formatting and styles made a click's render 220 ms
 * under 4× CPU throttling.
 */
export const ActorTile = memo(function ActorTile({ actor, eager = false }: Props) {
  const { t } = useTranslation('chat');
  const { language, hasRoute, href } = usePlatform();
  const price = actor.chatPrices.videoChat;
  const profile = hasRoute('actorProfile') ? href('actorProfile', { actorName: actor.name.toLowerCase() }) : null;
  // Her live stream over the picture: on hover (mouse) or mostly in view (touch), one tile at a time.
  const canPreview = actor.isOnline && actor.chatFeatures.livePreview;
  const pictureRef = useRef<HTMLDivElement>(null);
  const trigger = usePreviewTrigger(actor.id, canPreview, pictureRef);
  const previewing = useIsActivePreview(actor.id) && canPreview;
  const body = (
    <>
      <div ref={pictureRef} css={{ position: 'relative' }} {...trigger}>
        <img
          src={actor.avatar.w320}
          srcSet={srcSet(actor.avatar)}
          sizes="(min-width: 1200px) 16vw, (min-width: 768px) 25vw, 50vw"
          width={320}
          height={240}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
        />
        {previewing && (
          <Suspense fallback={null}>
            <TilePreview actorId={actor.id} actorName={actor.name} />
          </Suspense>
        )}
        {actor.isOnline && (
          <span
            css={(theme) => ({
              position: 'absolute',
              top: 8,
              left: 8,
              padding: '2px 8px',
              borderRadius: 999,
              fontSize: theme.fontSize.caption,
              fontWeight: 700,
              background: 'rgba(0,0,0,0.7)',
              color: theme.colors.online,
            })}
          >
            ● {t('online')}
          </span>
        )}
        {actor.freeChat && (
          <span css={(theme) => ({ position: 'absolute', top: 8, right: 8, padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700, background: theme.colors.accent, color: '#1a1a1a' })}>
            {t('freeChat')}
          </span>
        )}
      </div>
      <div css={{ padding: '8px 2px 0' }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 700 }}>
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{actor.name}</span>
          <span>{actor.profile.age}</span>
        </div>
        <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>
          {t('pricePerMinute', { price: formatMoney(price.value, price.currency, language) })}
        </div>
        <ul aria-label={t('chatFeatures')} css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 4, margin: '6px 0 0', padding: 0 }}>
          {FEATURES.filter((feature) => actor.chatFeatures[feature]).map((feature) => (
            <li key={feature} css={(theme) => ({ fontSize: theme.fontSize.caption, padding: '1px 6px', borderRadius: 4, border: `1px solid ${theme.colors.border}`, color: theme.colors.textMuted })}>
              {t(`feature.${feature}`)}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
  return (
    <li data-testid="actor-tile" data-actor-id={actor.id}>
      <TileLink to={profile}>{body}</TileLink>
    </li>
  );
});
