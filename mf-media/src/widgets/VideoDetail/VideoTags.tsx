import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform } from '@vx/shared';
import type { VideoDetail } from '../../queries/media';
import { useTagName } from '../../tags/useTagName';

/** The video's tags; each opens the actor's videos of that tag group when the brand has the route. */
export function VideoTags({ tags, actorName }: { tags: VideoDetail['tags']; actorName: string }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const tagName = useTagName();
  if (tags.length === 0) return null;
  const linked = hasRoute('actorVideosTag');
  const chip = (theme: Theme) => ({
    display: 'inline-block',
    padding: '4px 12px',
    borderRadius: 999,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    textDecoration: 'none',
    fontSize: theme.fontSize.small,
  });
  return (
    <section aria-label={t('video.tags')}>
      <ul data-testid="video-tags" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {tags.map((tag) => (
          <li key={tag.id}>
            {linked ? (
              <Link to={href('actorVideosTag', { actorName: actorName.toLowerCase(), tagGroup: tag.label })} css={chip}>
                {tagName(tag.label)}
              </Link>
            ) : (
              <span css={chip}>{tagName(tag.label)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
