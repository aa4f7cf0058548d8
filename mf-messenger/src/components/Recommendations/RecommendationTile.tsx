import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform, type MessengerActor } from '@vx/shared';

/** One recommended actor: her picture and name open a conversation with her, a second link her profile. */
export function RecommendationTile({ actor }: { actor: MessengerActor }) {
  const { t } = useTranslation('messenger');
  const { hasRoute, href } = usePlatform();
  const conversation = `${href('messenger')}?actor=${actor.actorId}`;
  const profile = hasRoute('actorProfile') ? href('actorProfile', { actorName: actor.actorName.toLowerCase() }) : null;
  return (
    <li data-testid="messenger-recommendation" data-actor-id={actor.actorId} css={{ minWidth: 0, listStyle: 'none' }}>
      <Link to={conversation} aria-label={t('messenger.recommendations.write', { name: actor.actorName })} css={(theme) => ({ display: 'block', color: theme.colors.text, textDecoration: 'none' })}>
        <img src={actor.previewPictureUrl} alt="" loading="lazy" css={{ display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 8 }} />
        <span css={{ display: 'block', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {actor.actorName}, {actor.actorAge}
        </span>
      </Link>
      {profile ? (
        <Link to={profile} css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
          {t('messenger.recommendations.profile')}
        </Link>
      ) : null}
    </li>
  );
}
