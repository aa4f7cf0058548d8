import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing, Heading, TileGrid, usePlatform, visuallyHidden } from '@vx/shared';

interface Model {
  id: number;
  name: string;
  isOnline: boolean;
  avatarPicture: string;
}

/** The article's similar models (tv/article `similar.models`): each a tile linking to her profile where the brand has one. */
export function BlogSimilarModels({ models }: { models: readonly Model[] }) {
  const { t } = useTranslation('tv');
  const { href, hasRoute } = usePlatform();
  if (!models.length) return null;
  const linked = hasRoute('actorProfile');
  return (
    <section aria-labelledby="blog-similar" css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <Heading level={2} size="subsection" id="blog-similar">
        {t('blog.article.similar')}
      </Heading>
      <TileGrid label={t('blog.article.similar')}>
        {models.map((model) => {
          const face = (
            <>
              <img src={model.avatarPicture} alt="" loading="lazy" css={(theme) => ({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: theme.radius, display: 'block' })} />
              <span css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.fontSize.small, overflowWrap: 'anywhere' })}>
                {model.isOnline && <span aria-hidden="true" css={(theme) => ({ width: 8, height: 8, flex: 'none', borderRadius: theme.radii.round, background: theme.colors.online })} />}
                {model.name}
                {model.isOnline && <span css={visuallyHidden}>{t('blog.article.online')}</span>}
              </span>
            </>
          );
          return (
            <li key={model.id} data-testid="blog-similar-model">
              {linked ? (
                <Link to={href('actorProfile', { actorName: model.name.toLowerCase() })} css={(theme) => ({ display: 'grid', gap: theme.space(1), color: theme.colors.text, textDecoration: 'none', ...focusRing(theme) })}>
                  {face}
                </Link>
              ) : (
                <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>{face}</div>
              )}
            </li>
          );
        })}
      </TileGrid>
    </section>
  );
}
