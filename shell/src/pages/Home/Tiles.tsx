import type { Theme } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ActorTile, focusRing, formatPrice, Skeleton, srcSet, usePlatform, type VideoTile, visuallyHidden } from '@vx/shared';
import { formatDuration } from './tileGrids';

/** Image widths of the tile grid (2 columns on phones … 6 from 1200 px, page at most 1440 px). */
export const TILE_SIZES = '(min-width: 1200px) 230px, (min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 400px) 33vw, 50vw';

/** Tiles in the first row load at once; the rest when scrolled near (2 columns on the smallest screens). */
export const EAGER_TILES = 2;

/** Fixed line heights, shared by tiles and their skeletons, so nothing moves when data arrives. */
const LINE = { title: 22, meta: 20, gap: 4, top: 8 } as const;

const ACTOR_RATIO = '4 / 3';
const VIDEO_RATIO = '16 / 9';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const tileLink = (theme: Theme) => ({
  display: 'block',
  color: theme.colors.text,
  textDecoration: 'none',
  borderRadius: theme.radius,
  '&:hover img': { filter: 'brightness(1.08)' },
  ...focusRing(theme),
});

function TileFrame({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link to={href} css={tileLink}>
      {children}
    </Link>
  ) : (
    <div>{children}</div>
  );
}

function TileImage({ src, ratio, eager, children }: { src: VideoTile['preview']; ratio: string; eager: boolean; children?: ReactNode }) {
  return (
    <div
      css={(theme) => ({
        position: 'relative',
        aspectRatio: ratio,
        overflow: 'hidden',
        borderRadius: theme.radius,
        background: theme.colors.surfaceRaised,
      })}
    >
      <img
        src={src.w320}
        srcSet={srcSet(src)}
        sizes={TILE_SIZES}
        width={640}
        height={ratio === ACTOR_RATIO ? 480 : 360}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {children}
    </div>
  );
}

const badge = (theme: Theme) => ({
  position: 'absolute' as const,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 8px',
  borderRadius: theme.radius,
  background: 'rgba(0, 0, 0, 0.75)',
  color: '#ffffff',
  fontSize: theme.fontSize.caption,
  fontWeight: 600,
  lineHeight: '18px',
});

/** Memoized: a change of the grid (an actor leaving, the refill) renders only the tiles that changed. */
export const ActorTileView = memo(function ActorTileView({ actor, href, eager }: { actor: ActorTile; href: string | null; eager: boolean }) {
  const { t } = useTranslation('shell');
  const { language } = usePlatform();
  return (
    <li data-testid="actor-tile" data-actor-id={actor.id}>
      <TileFrame href={href}>
        <TileImage src={actor.avatar} ratio={ACTOR_RATIO} eager={eager}>
          {actor.isOnline && (
            <span css={(theme) => ({ ...badge(theme), left: 6, top: 6 })}>
              <span aria-hidden="true" css={(theme) => ({ width: 8, height: 8, borderRadius: '50%', background: theme.colors.online })} />
              {t('home.online')}
            </span>
          )}
        </TileImage>
        <div css={{ marginTop: LINE.top, display: 'flex', gap: 6, height: LINE.title, lineHeight: `${LINE.title}px` }}>
          <span css={{ ...oneLine, fontWeight: 700, minWidth: 0 }}>{actor.name}</span>
          <span css={(theme) => ({ color: theme.colors.textMuted, flexShrink: 0 })}>{t('home.age', { age: actor.profile.age })}</span>
        </div>
        <div css={(theme) => ({ ...oneLine, marginTop: LINE.gap, height: LINE.meta, lineHeight: `${LINE.meta}px`, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
          {t('home.perMinute', { price: formatPrice(actor.chatPrices.videoChat, language) })}
        </div>
      </TileFrame>
    </li>
  );
});

export function VideoTileView({ video, href, eager }: { video: VideoTile; href: string | null; eager: boolean }) {
  const { t } = useTranslation('shell');
  const { language } = usePlatform();
  return (
    <li data-testid="video-tile">
      <TileFrame href={href}>
        <TileImage src={video.preview} ratio={VIDEO_RATIO} eager={eager}>
          <span css={(theme) => ({ ...badge(theme), right: 6, bottom: 6 })}>
            <span css={visuallyHidden}>{t('home.duration')} </span>
            {formatDuration(video.duration)}
          </span>
        </TileImage>
        <div css={{ ...oneLine, marginTop: LINE.top, height: LINE.title, lineHeight: `${LINE.title}px`, fontWeight: 700 }}>{video.title}</div>
        <div
          css={(theme) => ({
            marginTop: LINE.gap,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 6,
            height: LINE.meta,
            lineHeight: `${LINE.meta}px`,
            fontSize: theme.fontSize.small,
            color: theme.colors.textMuted,
          })}
        >
          <span css={{ ...oneLine, minWidth: 0 }}>{video.model.name}</span>
          <span css={(theme) => ({ flexShrink: 0, fontWeight: 600, color: theme.colors.text })}>
            {video.free ? t('home.free') : formatPrice(video.price, language)}
          </span>
        </div>
      </TileFrame>
    </li>
  );
}

/** A tile's placeholder: same image box and text lines as the tile. */
export function TileSkeleton({ kind }: { kind: 'actor' | 'video' }) {
  return (
    <li aria-hidden="true">
      <Skeleton aspectRatio={kind === 'actor' ? ACTOR_RATIO : VIDEO_RATIO} />
      <div css={{ marginTop: LINE.top }}>
        <Skeleton height={LINE.title} width="70%" />
      </div>
      <div css={{ marginTop: LINE.gap }}>
        <Skeleton height={LINE.meta} width="45%" />
      </div>
    </li>
  );
}
