import { useTranslation } from 'react-i18next';
import { Container, PageHeader, QueryGrid, useDocumentTitle, VIDEO_STARS_DEFAULT } from '@vx/shared';
import { useVideoStars } from '../../queries/videoList';
import { useDeferredQuery } from '../../useDeferredQuery';
import { StarTile } from './StarTile';

/** /videos/stars/: the video stars, 100 by default (spec 001 §9). */
export default function VideoStarsPage() {
  const { t } = useTranslation('media');
  const title = t('videoList.stars.title');
  useDocumentTitle(title);
  const stars = useVideoStars(VIDEO_STARS_DEFAULT);
  const shown = useDeferredQuery(stars);
  return (
    <Container as="section">
      <PageHeader title={title} />
      <div aria-busy={stars.isFetching}>
        <QueryGrid
          query={shown}
          label={title}
          skeletons={20}
          items={(data) => data}
          renderItem={(star, index) => <StarTile key={star.actorId} star={star} eager={index < 4} />}
          empty={t('videoList.stars.empty')}
          error={t('videoList.stars.error')}
        />
      </div>
    </Container>
  );
}
