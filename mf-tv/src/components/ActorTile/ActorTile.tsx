import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform } from '@vx/shared';
import { tileLink, tileMeta, tileText } from '../tileStyle';

export interface TvActor {
  id: number;
  name: string;
  /** The actor's picture; none: her initial stands in. */
  picture?: string;
  online?: boolean;
  /** What she does on TV (hosts a series, on the program at a time). */
  role?: string;
}

/** An actor of the TV program, linking to her profile (mf-chat's actorProfile) where the brand has it. */
export function ActorTile({ actor }: { actor: TvActor }) {
  const { t } = useTranslation('tv');
  const { href, hasRoute } = usePlatform();
  const body = (
    <>
      {actor.picture ? (
        <img src={actor.picture} alt="" loading="lazy" css={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }} />
      ) : (
        <span aria-hidden="true" css={(theme) => ({ display: 'grid', placeItems: 'center', aspectRatio: '1 / 1', background: theme.colors.surfaceRaised, fontSize: theme.fontSize.display })}>
          {actor.name.slice(0, 1)}
        </span>
      )}
      <span css={tileText}>
        <strong>{actor.name}</strong>
        {actor.online && <span css={(theme) => ({ ...tileMeta(theme), color: theme.colors.online })}>{t('tv.girls.online')}</span>}
        {actor.role && <span css={tileMeta}>{actor.role}</span>}
      </span>
    </>
  );
  return (
    <li data-testid="tv-actor-tile" css={{ minWidth: 0 }}>
      {hasRoute('actorProfile') ? (
        <Link to={href('actorProfile', { actorName: actor.name.toLowerCase() })} css={tileLink}>
          {body}
        </Link>
      ) : (
        <div css={tileLink}>{body}</div>
      )}
    </li>
  );
}
